import { onlineStatusLabel } from '../../../domain/profile/online-status';

/** The catalogue key of the online dot's name. */
export function onlineLabelKey(status: number): `online.${ReturnType<typeof onlineStatusLabel>}` {
  return `online.${onlineStatusLabel(status)}`;
}

/** The peer's spoken languages (comma list) as names in the interface language, at most `max`. */
export function spokenLanguages(speakLanguage: string, locale: string, max = 3): string[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'language' });
  } catch {
    names = null;
  }
  return speakLanguage
    .split(',')
    .map((code) => code.trim())
    .filter((code) => code !== '')
    .slice(0, max)
    .map((code) => {
      try {
        return names?.of(code) ?? code;
      } catch {
        return code;
      }
    });
}

/** The peer's uid from `?uid=`, or null when it is not a positive integer. */
export function peerUidOf(raw: string | null): number | null {
  const uid = Number(raw);
  return raw !== null && Number.isSafeInteger(uid) && uid > 0 ? uid : null;
}
