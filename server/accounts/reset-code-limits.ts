import {
  RESET_CODE_RESEND_MS,
  RESET_CODES_PER_ADDRESS,
  RESET_CODES_PER_CLIENT,
  RESET_LOCK_FAILURES,
} from './accounts-policy.js';

/** What the server knows about an address and a client when a reset code is asked for. */
export interface ResetRequestHistory {
  /** Wrong codes against the address within RESET_LOCK_WINDOW_MS. */
  readonly wrongGuesses: number;
  /** Codes granted to the address within RESET_ADDRESS_WINDOW_MS, and the latest one's time. */
  readonly addressGrants: number;
  readonly lastAddressGrantAt: number | null;
  /** Codes granted to this client (IP) within RESET_CLIENT_WINDOW_MS. */
  readonly clientGrants: number;
}

/**
 * send: grant a code (mailed when an account uses the address); wait: one was granted
 * less than RESET_CODE_RESEND_MS ago (answered like a send, nothing mailed); the others
 * are refusals the person is told about.
 */
export type ResetRequestVerdict = 'send' | 'wait' | 'locked' | 'client-cap' | 'address-cap';

/** Whether an address's reset is locked: it took RESET_LOCK_FAILURES wrong codes within the window. */
export const isResetLocked = (wrongGuesses: number): boolean => wrongGuesses >= RESET_LOCK_FAILURES;

/** The rule for one code request; the caller counts the history under a lock so the caps hold under concurrency. */
export function resetRequestVerdict(history: ResetRequestHistory, now: number): ResetRequestVerdict {
  if (isResetLocked(history.wrongGuesses)) return 'locked';
  if (history.lastAddressGrantAt !== null && now - history.lastAddressGrantAt < RESET_CODE_RESEND_MS) return 'wait';
  if (history.clientGrants >= RESET_CODES_PER_CLIENT) return 'client-cap';
  if (history.addressGrants >= RESET_CODES_PER_ADDRESS) return 'address-cap';
  return 'send';
}
