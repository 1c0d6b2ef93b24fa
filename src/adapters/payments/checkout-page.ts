import type { PayLibraryMethod } from '../../domain';

/**
 * The page the checkout library draws on: its frames, the loading layer, the 3-D Secure
 * overlay, the hidden gather frame and the provider's window messages. The browser's is
 * `dom-checkout-page.ts`; tests use a plain object.
 */
export interface CheckoutPage {
  hasElement(elementId: string): boolean;
  /** Adds the method's frame (a wallet button, or the card marker) to the container. */
  addFrame(elementId: string, method: PayLibraryMethod, onWalletClick: () => void): void;
  removeFrames(elementId: string): void;
  showLoading(text: string): void;
  hideLoading(): void;
  /** Full-screen overlay with the challenge frame; `onClose` when the buyer closes it. */
  openChallenge(url: string, onClose: () => void): void;
  closeChallenge(): void;
  /** The hidden data-collection frame. */
  openGather(url: string): void;
  closeGather(): void;
  /** Window messages from `origin` (the provider's frames); answers the unsubscribe. */
  onMessage(origin: string, listener: (data: unknown) => void): () => void;
}
