import type { PayLibraryMethod } from '../../domain';
import type { CheckoutPage } from './checkout-page';

const LAYER_CLASS = 'pay-library-layer';

/** Inline styles: the layers live outside the app's style sheets, above every popup. */
const LAYER_STYLE = 'position:fixed;inset:0;z-index:100000;display:flex;flex-direction:column;align-items:center;justify-content:center;background:rgba(10,12,20,.72);color:#fff;font:15px system-ui,sans-serif;gap:12px;padding:24px;text-align:center';

/**
 * The browser page of the checkout library: frames in the merchant's container, the
 * loading layer, the 3-D Secure overlay (the provider's challenge page in a frame, a close
 * button) and the hidden gather frame.
 */
export function domCheckoutPage(doc: Document, win: Window): CheckoutPage {
  const layers = new Map<string, HTMLElement>();
  const remove = (name: string) => {
    layers.get(name)?.remove();
    layers.delete(name);
  };
  const layer = (name: string, build: (element: HTMLElement) => void) => {
    remove(name);
    const element = doc.createElement('div');
    element.className = `${LAYER_CLASS} ${LAYER_CLASS}--${name}`;
    build(element);
    doc.body.append(element);
    layers.set(name, element);
  };
  return {
    hasElement: (id) => doc.getElementById(id) !== null,
    addFrame(id, method: PayLibraryMethod) {
      const frame = doc.createElement('div');
      frame.dataset.payFrame = method;
      frame.hidden = true;
      doc.getElementById(id)?.append(frame);
    },
    removeFrames(id) {
      doc.getElementById(id)?.querySelectorAll('[data-pay-frame]').forEach((frame) => frame.remove());
    },
    showLoading(text) {
      layer('loading', (element) => {
        element.setAttribute('style', LAYER_STYLE);
        element.setAttribute('role', 'status');
        element.dataset.testid = 'pay-loading';
        element.textContent = text;
      });
    },
    hideLoading: () => remove('loading'),
    openChallenge(url, onClose) {
      layer('challenge', (element) => {
        element.setAttribute('style', `${LAYER_STYLE};padding:0;justify-content:stretch;background:#fff`);
        element.setAttribute('role', 'dialog');
        element.setAttribute('aria-modal', 'true');
        element.setAttribute('aria-label', '3-D Secure');
        element.dataset.testid = 'pay-challenge';
        const close = doc.createElement('button');
        close.type = 'button';
        close.textContent = '×';
        close.setAttribute('aria-label', 'Close');
        close.setAttribute('style', 'align-self:flex-end;margin:8px;font-size:28px;background:none;border:0;color:#333;cursor:pointer');
        close.dataset.testid = 'pay-challenge-close';
        close.addEventListener('click', onClose);
        const frame = doc.createElement('iframe');
        frame.src = url;
        frame.title = '3-D Secure';
        frame.setAttribute('style', 'flex:1;width:100%;border:0');
        element.append(close, frame);
      });
    },
    closeChallenge: () => remove('challenge'),
    openGather(url) {
      layer('gather', (element) => {
        element.hidden = true;
        const frame = doc.createElement('iframe');
        frame.src = url;
        frame.title = 'verification';
        frame.setAttribute('aria-hidden', 'true');
        element.append(frame);
      });
    },
    closeGather: () => remove('gather'),
    onMessage(origin, listener) {
      const handle = (event: MessageEvent) => {
        if (event.origin === origin) listener(event.data);
      };
      win.addEventListener('message', handle);
      return () => win.removeEventListener('message', handle);
    },
  };
}
