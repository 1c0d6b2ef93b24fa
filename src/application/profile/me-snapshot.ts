import type { CurrentUser } from '../contracts/user/current-user';
import { GUEST_ME, type MeSnapshot } from './me-view-model';

/** auth_status 1 is the verified badge (000 §3). */
const VERIFIED_AUTH_STATUS = 1;

/**
 * What the Me tab shows for the signed-in user: the latest user_info (sign-in, init, type-7
 * updates) and the latest known coin balance. Counters the server has not sent yet stay
 * null (the view shows a dash); the largest avatar the server offers is preferred.
 */
export function meSnapshotOf(user: CurrentUser | null, balance: number | null): MeSnapshot {
  if (user === null) return GUEST_ME;
  return {
    uid: user.uid,
    nickname: user.nickname === '' ? null : user.nickname,
    avatarUrl: user.big_avatar_url || user.avatar || user.small_avatar || null,
    isTourist: user.is_tourist === 1,
    isVip: user.is_vip === 1,
    vipExpiresAt: user.vip_exp > 0 ? user.vip_exp : null,
    isVerified: user.auth_status === VERIFIED_AUTH_STATUS,
    level: user.level,
    followingCount: user.focus_num ?? null,
    fansCount: user.fans_num ?? null,
    fansNew: user.fans_new ?? 0,
    visitorCount: user.visitor_num ?? null,
    visitorNew: user.visitor_new ?? 0,
    balance,
    isHost: user.is_host === 1,
    isResting: user.is_rest === 1,
  };
}
