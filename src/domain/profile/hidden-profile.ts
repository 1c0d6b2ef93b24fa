/** Hidden profiles show uid modulo this, padded to HIDDEN_PROFILE_DIGITS digits. */
export const HIDDEN_PROFILE_MODULUS = 9_999;
export const HIDDEN_PROFILE_DIGITS = 4;

/** The number a hidden profile shows instead of its identity: uid mod 9999, four digits. */
export function hiddenProfileNumber(uid: number): string {
  // Normalised so that a (never expected) negative id still yields digits, not "-12".
  const rest = ((uid % HIDDEN_PROFILE_MODULUS) + HIDDEN_PROFILE_MODULUS) % HIDDEN_PROFILE_MODULUS;
  return String(rest).padStart(HIDDEN_PROFILE_DIGITS, '0');
}
