import { BehaviorSubject } from 'rxjs';
import type { LiveState } from '../live-state';

/**
 * What the Me tab shows (spec 000 §3 "Current user" and "Account"). Counts are whole
 * numbers; `null` means "not known yet" and the view shows a dash, never a made-up value.
 */
export interface MeSnapshot {
  readonly uid: number | null;
  readonly nickname: string | null;
  readonly avatarUrl: string | null;
  /** A guest with an automatically created account (is_tourist 1): the view offers sign-in. */
  readonly isTourist: boolean;
  readonly isVip: boolean;
  /** vip_exp, epoch milliseconds; null when not a member. */
  readonly vipExpiresAt: number | null;
  /** auth_status 1: the verified badge. */
  readonly isVerified: boolean;
  readonly level: number | null;
  readonly followingCount: number | null;
  readonly fansCount: number | null;
  readonly fansNew: number;
  readonly visitorCount: number | null;
  readonly visitorNew: number;
  /** Coin balance (account money). */
  readonly balance: number | null;
  /** A host: Me offers the rest-mode switch. */
  readonly isHost: boolean;
  /** In rest mode (is_rest 1): nobody is matched with or calls them. */
  readonly isResting: boolean;
}

export interface MeViewModel {
  readonly me$: LiveState<MeSnapshot>;
  /** Pull-to-refresh on the Me tab; resolves when the refresh is over, whatever its outcome. */
  refresh(): Promise<void>;
}

/** A signed-out guest: what the Me tab shows before the session knows better. */
export const GUEST_ME: MeSnapshot = {
  uid: null,
  nickname: null,
  avatarUrl: null,
  isTourist: true,
  isVip: false,
  vipExpiresAt: null,
  isVerified: false,
  level: null,
  followingCount: null,
  fansCount: null,
  fansNew: 0,
  visitorCount: null,
  visitorNew: 0,
  balance: null,
  isHost: false,
  isResting: false,
};

/**
 * A Me view model that never changes: the guest, shown while the app core is still loading
 * (the session's own is createSessionMeViewModel).
 */
export function createStaticMeViewModel(initial: MeSnapshot = GUEST_ME): MeViewModel {
  const me$ = new BehaviorSubject<MeSnapshot>(initial);
  return {
    me$,
    refresh: () => Promise.resolve(),
  };
}
