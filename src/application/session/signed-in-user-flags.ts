import type { SessionStore } from './session-store';

/**
 * What other features ask of the signed-in user's stored profile, and how they change it,
 * so no feature reaches into user_info fields itself.
 */
export interface SignedInUserFlags {
  /** Ever bought coins (recharge_money > 0): a refused message of one who never did opens the unpaid-send flow instead. */
  hasRecharged(): boolean;
  /** A host in rest mode (is_rest 1). */
  isResting(): boolean;
  /** Rest mode is off on the server: the stored user follows. */
  restTurnedOff(): void;
}

export function signedInUserFlags(store: Pick<SessionStore, 'user$' | 'updateUser'>): SignedInUserFlags {
  return {
    hasRecharged: () => (store.user$.getValue()?.recharge_money ?? 0) > 0,
    isResting: () => store.user$.getValue()?.is_rest === 1,
    restTurnedOff: () => {
      const user = store.user$.getValue();
      if (user !== null) store.updateUser({ ...user, is_rest: 0 });
    },
  };
}
