import type { CheckoutPage } from '../../src/adapters/payments/checkout-page.js';

/**
 * The card library's page in Node: no frames to draw, no loading layer to show, and no
 * one to answer a 3-D Secure challenge or a data-collection frame. A challenge closes at
 * once (the buyer "closed" it), so the library reports it and the payment fails cleanly;
 * the simulator pays only with cards that need neither (the sandbox's 4242 and its
 * decline card).
 */
export const headlessCheckoutPage: CheckoutPage = {
  hasElement: () => true,
  addFrame: () => undefined,
  removeFrames: () => undefined,
  showLoading: () => undefined,
  hideLoading: () => undefined,
  openChallenge: (_url, onClose) => queueMicrotask(onClose),
  closeChallenge: () => undefined,
  openGather: () => undefined,
  closeGather: () => undefined,
  onMessage: () => () => undefined,
};
