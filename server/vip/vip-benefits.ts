import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * What VIP gives (000 §1): monthly coins, 50% off matches, priority matching, a badge and
 * free unlimited moment posts. Titles and descriptions are i18n keys of the client's
 * catalogue; `icon` names the client's icon.
 */
export const VIP_BENEFITS = [
  { icon: 'vip-coins', title: 'vip.benefits.coins.title', desc: 'vip.benefits.coins.desc' },
  { icon: 'vip-match', title: 'vip.benefits.matchDiscount.title', desc: 'vip.benefits.matchDiscount.desc' },
  { icon: 'vip-priority', title: 'vip.benefits.priority.title', desc: 'vip.benefits.priority.desc' },
  { icon: 'vip-badge', title: 'vip.benefits.badge.title', desc: 'vip.benefits.badge.desc' },
  { icon: 'vip-moments', title: 'vip.benefits.moments.title', desc: 'vip.benefits.moments.desc' },
] as const;

/** Whether a user is VIP at `now` (the match helper, the badge and the moments read the same column). */
export async function isVipAt(db: Kysely<Database>, uid: number, now: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('vip_expires_at').where('uid', '=', uid).executeTakeFirst();
  return (row?.vip_expires_at ?? 0) > now;
}

/** Moments post free for VIP members (for the moments feature to ask). */
export const hasFreeMoments = isVipAt;
