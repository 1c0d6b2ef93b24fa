/** The library's own error texts beside the domain's config checks (000 §8). */
export const CHECKOUT_ERROR = {
  elementMissing: 'element is not exist',
  noResult: 'The provider gave no payment result',
  gatherUnfinished: 'Data collection did not finish',
  paymentFailed: 'Payment failed',
} as const;

/** The default text of the loading layer (000 §8). */
export const DEFAULT_LOADING_TEXT = 'Payment is in progress, please do not close the page...';

export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));
