import { HIDDEN_PROFILE_DIGITS, HIDDEN_PROFILE_MODULUS } from '../constants';

/** The number a hidden profile shows instead of its identity: uid mod 9999, four digits. */
export function hiddenProfileNumber(uid: number): string {
  // Normalised so that a (never expected) negative id still yields digits, not "-12".
  const rest = ((uid % HIDDEN_PROFILE_MODULUS) + HIDDEN_PROFILE_MODULUS) % HIDDEN_PROFILE_MODULUS;
  return String(rest).padStart(HIDDEN_PROFILE_DIGITS, '0');
}

/** The privacy flags of a user card, already read as booleans. */
export interface ProfilePrivacy {
  readonly uid: number;
  readonly hideProfile: boolean;
  readonly hideVip: boolean;
  readonly hideLevel: boolean;
}

/** What a viewer may see of a user card. */
export type ProfileIdentityDisplay =
  | { readonly kind: 'public'; readonly showVip: boolean; readonly showLevel: boolean }
  | { readonly kind: 'mystery'; readonly number: string; readonly showVip: boolean; readonly showLevel: boolean };

/**
 * Decides how a user card is shown: the privacy flags hide identity and badges from
 * others, while the owner always sees everything.
 */
export function profileIdentityDisplay(user: ProfilePrivacy, viewerUid: number): ProfileIdentityDisplay {
  if (user.uid === viewerUid) return { kind: 'public', showVip: true, showLevel: true };
  const badges = { showVip: !user.hideVip, showLevel: !user.hideLevel };
  return user.hideProfile ? { kind: 'mystery', number: hiddenProfileNumber(user.uid), ...badges } : { kind: 'public', ...badges };
}
