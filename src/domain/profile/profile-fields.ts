/**
 * The fields a user edits on their profile (001 §2 edit pages, §5 "Languages spoken have a
 * maximum count and the nickname a maximum letter count; both values are not shown"): the
 * limits are ours, each named here beside its rule, and both ends check them.
 */

/** Ours: letters (code points, so an emoji or an Arabic letter counts once) in a nickname. */
export const NICKNAME_MAX_LETTERS = 20;
/** Ours: characters of "about me" (the signature). */
export const ABOUT_ME_MAX_CHARS = 200;
/** Ours: languages a user may say they speak. */
export const SPOKEN_LANGUAGES_MAX = 5;

/**
 * The languages one may pick as spoken: every ISO 639-1 code (184), named on screen by the
 * browser in the interface language. More than the 19 interface languages on purpose.
 */
export const SPOKEN_LANGUAGE_CODES: readonly string[] = (
  'aa ab ae af ak am an ar as av ay az ba be bg bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ee el en eo es et eu ' +
  'fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko ' +
  'kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi ' +
  'pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ' +
  'ur uz ve vi vo wa wo xh yi yo za zh zu'
).split(' ');

const KNOWN_LANGUAGES: ReadonlySet<string> = new Set(SPOKEN_LANGUAGE_CODES);

export type ProfileFieldError =
  | { readonly code: 'PROFILE_EDIT.NICKNAME_REQUIRED' }
  | { readonly code: 'PROFILE_EDIT.NICKNAME_TOO_LONG'; readonly max: number }
  | { readonly code: 'PROFILE_EDIT.ABOUT_TOO_LONG'; readonly max: number }
  | { readonly code: 'PROFILE_EDIT.TOO_MANY_LANGUAGES'; readonly max: number }
  | { readonly code: 'PROFILE_EDIT.UNKNOWN_LANGUAGE' };

export type ProfileFieldResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ProfileFieldError };

/** Letters as a person counts them: code points, not UTF-16 units. */
const letterCount = (text: string): number => [...text].length;

/** An edited nickname: trimmed, not empty, at most NICKNAME_MAX_LETTERS letters. */
export function editedNickname(raw: string): ProfileFieldResult<string> {
  const nickname = raw.trim();
  if (nickname === '') return { ok: false, error: { code: 'PROFILE_EDIT.NICKNAME_REQUIRED' } };
  if (letterCount(nickname) > NICKNAME_MAX_LETTERS) return { ok: false, error: { code: 'PROFILE_EDIT.NICKNAME_TOO_LONG', max: NICKNAME_MAX_LETTERS } };
  return { ok: true, value: nickname };
}

/** "About me": trimmed (empty clears it), at most ABOUT_ME_MAX_CHARS letters. */
export function editedAboutMe(raw: string): ProfileFieldResult<string> {
  const about = raw.trim();
  return letterCount(about) > ABOUT_ME_MAX_CHARS ? { ok: false, error: { code: 'PROFILE_EDIT.ABOUT_TOO_LONG', max: ABOUT_ME_MAX_CHARS } } : { ok: true, value: about };
}

/** Spoken languages as the wire carries them (a comma list), each known, no repeats, at most SPOKEN_LANGUAGES_MAX. */
export function editedSpokenLanguages(codes: readonly string[]): ProfileFieldResult<string> {
  const distinct = [...new Set(codes.map((code) => code.trim().toLowerCase()).filter((code) => code !== ''))];
  if (distinct.some((code) => !KNOWN_LANGUAGES.has(code))) return { ok: false, error: { code: 'PROFILE_EDIT.UNKNOWN_LANGUAGE' } };
  if (distinct.length > SPOKEN_LANGUAGES_MAX) return { ok: false, error: { code: 'PROFILE_EDIT.TOO_MANY_LANGUAGES', max: SPOKEN_LANGUAGES_MAX } };
  return { ok: true, value: distinct.join(',') };
}

/** The codes of a stored comma list ('' is none). */
export function spokenLanguagesOf(list: string): string[] {
  return list.split(',').map((code) => code.trim()).filter((code) => code !== '');
}

/** Picking or unpicking one spoken language; a pick beyond the maximum is refused, the selection unchanged. */
export function toggleSpokenLanguage(selected: readonly string[], code: string): ProfileFieldResult<readonly string[]> {
  if (selected.includes(code)) return { ok: true, value: selected.filter((each) => each !== code) };
  if (selected.length >= SPOKEN_LANGUAGES_MAX) return { ok: false, error: { code: 'PROFILE_EDIT.TOO_MANY_LANGUAGES', max: SPOKEN_LANGUAGES_MAX } };
  return { ok: true, value: [...selected, code] };
}
