/** The provider's error code for a payment already made (spec 000 §4). */
export const REPEAT_PAYMENT_ERROR_CODE = 1100;
/** How long the data-collection frame may take before the adapter asks for its result. */
export const GATHER_WAIT_MS = 10_000;

/** Result codes of the card provider's checkout library (spec 000 §4). */
export type ProviderResultCode = 'gather' | 'challenge' | 'succeed' | 'failed' | 'pending' | 'pending_review' | 'received';

export interface ProviderResult {
  readonly resultCode: string;
  readonly errorCode?: string | number | null;
}

/** What the payment adapter does with a result. */
export type ProviderResultAction =
  /** Close the loading and 3-D Secure layers and report success. */
  | { readonly kind: 'succeed' }
  /** Open the hidden data-collection frame; ask for the gather result if none came within `waitMs`. */
  | { readonly kind: 'gather'; readonly waitMs: number }
  /** Show the full-screen overlay with the challenge frame. */
  | { readonly kind: 'challenge' }
  /** Close the layers and report the payment as pending. */
  | { readonly kind: 'pending' }
  | { readonly kind: 'error'; readonly errorCode: string | number | null }
  /** A repeated payment (1100) outside a confirm: the first attempt is still in flight. */
  | { readonly kind: 'ignore' };

/**
 * Maps a provider result to an action. Anything not named is an error, except error
 * 1100 (repeated payment) when the action is not a confirm, which is ignored.
 */
export function providerResultAction(result: ProviderResult, action: string): ProviderResultAction {
  switch (result.resultCode) {
    case 'succeed':
      return { kind: 'succeed' };
    case 'gather':
      return { kind: 'gather', waitMs: GATHER_WAIT_MS };
    case 'challenge':
      return { kind: 'challenge' };
    case 'pending':
    case 'pending_review':
    case 'received':
      return { kind: 'pending' };
    default: {
      const errorCode = result.errorCode ?? null;
      const repeated = errorCode !== null && Number(errorCode) === REPEAT_PAYMENT_ERROR_CODE;
      return repeated && action !== 'confirm' ? { kind: 'ignore' } : { kind: 'error', errorCode };
    }
  }
}
