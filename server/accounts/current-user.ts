import type { Selectable } from 'kysely';
import type { BannedInfo } from '../../src/application/contracts/user/banned-info.js';
import type { CurrentUser } from '../../src/application/contracts/user/current-user.js';
import { activeBan } from '../admin/user-moderation.js';
import type { UsersTable } from '../db/schema.js';

export type UserRow = Selectable<UsersTable>;

const CENTS_PER_UNIT = 100;
/** Regional indicator symbol A; a two-letter country code maps onto two of them. */
const REGIONAL_INDICATOR_A = 0x1f1e6;
const COUNTRY_CODE = /^[A-Z]{2}$/;

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** The flag emoji of an ISO 3166 alpha-2 code ('' for anything else). */
export function countryFlag(countryCode: string): string {
  const code = countryCode.toUpperCase();
  if (!COUNTRY_CODE.test(code)) return '';
  return String.fromCodePoint(...[...code].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 'A'.charCodeAt(0)));
}

/** The account part of `user_info` (000 §3 "Current user"); /profile/init adds the social counters. */
export function currentUserOf(user: UserRow, now: number): CurrentUser {
  const vipExpiresAt = user.vip_expires_at ?? 0;
  return {
    uid: user.uid,
    nickname: user.nickname,
    avatar: user.avatar,
    small_avatar: user.small_avatar,
    big_avatar_url: user.big_avatar_url,
    is_vip: flag(vipExpiresAt > now),
    vip_exp: vipExpiresAt,
    is_auth: flag(user.is_auth),
    auth_status: user.auth_status,
    level: user.level,
    is_rest: flag(user.is_rest),
    is_host: flag(user.is_host),
    hide_profile: flag(user.hide_profile),
    hide_vip: flag(user.hide_vip),
    hide_level: flag(user.hide_level),
    call_free_min: user.call_free_min,
    recharge_money: user.recharge_cents / CENTS_PER_UNIT,
    channel_key: user.channel_key,
    sex: user.sex,
    birthday: user.birthday ?? '',
    country_code: user.country_code,
    country_flag: countryFlag(user.country_code),
    video_call_gold: user.video_call_gold ?? 0,
    voice_call_gold: user.voice_call_gold ?? 0,
    is_tourist: flag(user.is_tourist),
    signature: user.signature,
    speak_language: user.speak_language,
    album: user.album,
    video_show: user.video_show,
    show_avatar_moment: flag(user.show_avatar_moment),
  };
}

/** `banned_infos` for a user row, or null when no ban is in force at `now`. */
export function bannedInfoOf(user: UserRow, now: number): BannedInfo | null {
  const ban = activeBan(user, now);
  return ban === null ? null : { reason: ban.reason, banned_at: ban.bannedAt, until: ban.until };
}

/** Profile completion (sign_type 2) is due until the account has a birthday (the 18+ check). */
export function needsProfileCompletion(user: UserRow): boolean {
  return !user.is_tourist && user.birthday === null;
}
