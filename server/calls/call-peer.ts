import type { Selectable } from 'kysely';
import type { CallPeer } from '../../src/application/contracts/call/call-peer.js';
import { cardAge } from '../../src/domain/profile/age.js';
import { visibleToOthers } from '../../src/domain/profile/privacy.js';
import { countryFlag } from '../accounts/current-user.js';
import type { UsersTable } from '../db/schema.js';

export type UserRow = Selectable<UsersTable>;

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/**
 * The other party's card on the call screen and in the call list, and the base of every
 * card about another user (user page, match, recharge target): what their privacy flags
 * hide never leaves the server (visibleToOthers).
 */
export function callPeerOf(user: UserRow, now: number): CallPeer {
  return visibleToOthers({
    uid: user.uid,
    nickname: user.nickname,
    avatar: user.avatar,
    small_avatar: user.small_avatar,
    is_vip: flag((user.vip_expires_at ?? 0) > now),
    is_auth: flag(user.is_auth),
    auth_status: user.auth_status,
    level: user.level,
    age: cardAge(user.birthday, new Date(now)),
    country_code: user.country_code,
    country_flag: countryFlag(user.country_code),
    hide_profile: flag(user.hide_profile),
    hide_vip: flag(user.hide_vip),
    hide_level: flag(user.hide_level),
    is_demo: flag(user.is_demo),
  });
}
