/** What the `info` parameter of profile completion may prefill (spec 000 §2: random_info, encoded). */
export interface ProfileInfo {
  readonly nickname: string;
  readonly birthday: string;
}

/** Reads the URL-encoded JSON `info`; anything unreadable prefills nothing rather than failing. */
export function parseProfileInfo(param: string | null): ProfileInfo {
  const empty = { nickname: '', birthday: '' };
  if (!param) return empty;
  try {
    const value: unknown = JSON.parse(param.startsWith('{') ? param : decodeURIComponent(param));
    if (typeof value !== 'object' || value === null) return empty;
    const record = value as Record<string, unknown>;
    return {
      nickname: typeof record.nickname === 'string' ? record.nickname : '',
      birthday: typeof record.birthday === 'string' ? record.birthday : '',
    };
  } catch {
    return empty;
  }
}
