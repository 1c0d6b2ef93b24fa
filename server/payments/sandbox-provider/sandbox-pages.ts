import type { PayResult, SandboxTransaction } from './sandbox-transactions.js';

/*
 * The sandbox provider's pages: the hosted checkout, the 3-D Secure challenge (approve /
 * deny, the test ids the end-to-end tests click), the hidden data-collection (gather)
 * step, and the page that ends a flow. Every value is HTML-escaped; the pages carry no
 * external resources, so they work offline.
 */

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** JSON safe inside a <script> element. */
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

function page(title: string, body: string, script = ''): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font:16px system-ui,sans-serif;margin:0;padding:24px;background:#f6f7fb;color:#1b1d29}
main{max-width:420px;margin:auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px #0002}
label{display:block;margin:12px 0 4px}input{width:100%;box-sizing:border-box;padding:10px;font:inherit}
button{margin-top:16px;padding:12px 18px;font:inherit;border:0;border-radius:8px;cursor:pointer}
.approve{background:#1a7f37;color:#fff}.deny{background:#cf222e;color:#fff}.pay{background:#3b5bdb;color:#fff;width:100%}
.note{color:#667;font-size:14px}</style></head>
<body><main>${body}</main>${script === '' ? '' : `<script>${script}</script>`}</body></html>`;
}

export function checkoutPage(action: string, transaction: SandboxTransaction, amountText: string, error: string | null): string {
  const field = (name: string, label: string, testId: string, extra = '') =>
    `<label for="${name}">${label}</label><input id="${name}" name="${name}" data-testid="${testId}" required ${extra}>`;
  return page(
    'Sandbox checkout',
    `<h1>Pay ${escapeHtml(amountText)}</h1>
<p class="note">Sandbox checkout for order ${escapeHtml(transaction.merchantOrderNo)}. Use a test card.</p>
${error === null ? '' : `<p role="alert" data-testid="checkout-error">${escapeHtml(error)}</p>`}
<form method="post" action="${escapeHtml(action)}">
${field('number', 'Card number', 'card-number', 'inputmode="numeric" autocomplete="cc-number"')}
${field('expiry', 'Expiry (MM/YY)', 'card-expiry', 'autocomplete="cc-exp"')}
${field('cvc', 'Security code', 'card-cvc', 'inputmode="numeric" autocomplete="cc-csc"')}
${field('first_name', 'First name', 'card-first-name', 'autocomplete="cc-given-name"')}
${field('last_name', 'Last name', 'card-last-name', 'autocomplete="cc-family-name"')}
<button class="pay" type="submit" data-testid="card-submit">Pay</button>
</form>`,
  );
}

export function challengePage(action: string, transaction: SandboxTransaction, amountText: string): string {
  return page(
    '3-D Secure',
    `<h1>Confirm your payment</h1>
<p>Your bank asks you to confirm a payment of <strong>${escapeHtml(amountText)}</strong> with the card ending in ${escapeHtml(transaction.cardLast4 ?? '')}.</p>
<p class="note">Sandbox 3-D Secure challenge: approve to pay, deny to fail the payment.</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="challenge_token" value="${escapeHtml(transaction.challengeToken ?? '')}">
<button class="approve" type="submit" name="decision" value="approve" data-testid="challenge-approve">Approve</button>
<button class="deny" type="submit" name="decision" value="deny" data-testid="challenge-deny">Deny</button>
</form>`,
  );
}

/** The hidden frame: collects what a risk check reads and posts it at once, without the user. */
export function gatherPage(action: string): string {
  return page(
    'Verifying',
    `<p>Verifying your device…</p>
<form id="gather" method="post" action="${escapeHtml(action)}">
<input type="hidden" name="screen_width" value=""><input type="hidden" name="screen_height" value="">
<input type="hidden" name="color_depth" value=""><input type="hidden" name="timezone_offset" value="">
<input type="hidden" name="language" value="">
<noscript><button type="submit">Continue</button></noscript>
</form>`,
    `const f=document.getElementById('gather');f.screen_width.value=screen.width;f.screen_height.value=screen.height;
f.color_depth.value=screen.colorDepth;f.timezone_offset.value=new Date().getTimezoneOffset();f.language.value=navigator.language;f.submit();`,
  );
}

/**
 * The end of a flow inside the provider's frame: tells the checkout library in the parent
 * page (window message `sandbox-pay:result`), or, opened at the top level (the hosted
 * checkout), goes back to the merchant's return URL.
 */
export function resultPage(result: PayResult, returnUrl: string | null): string {
  const text = result.resultCode === 'succeed' ? 'Payment approved' : result.resultCode === 'pending' ? 'Payment processing' : 'Payment not completed';
  return page(
    text,
    `<h1 data-testid="sandbox-result" data-result="${escapeHtml(result.resultCode)}">${escapeHtml(text)}</h1>
${result.errorMsg === null ? '' : `<p>${escapeHtml(result.errorMsg)}</p>`}
${returnUrl === null ? '' : `<p><a href="${escapeHtml(returnUrl)}" data-testid="sandbox-return">Back to the shop</a></p>`}`,
    `const result=${scriptJson(result)};const back=${scriptJson(returnUrl)};
if (window.parent !== window) window.parent.postMessage({ type: 'sandbox-pay:result', result }, '*');
else if (back) location.replace(back);`,
  );
}

/**
 * The merchant's return URL with the outcome added: into the fragment's query for a
 * hash-routed page (`…/#/pages/payment/pay-result?origin=x`), else into the query.
 */
export function withResultParams(returnUrl: string, params: Readonly<Record<string, string>>): string {
  const query = new URLSearchParams(params).toString();
  const hash = returnUrl.indexOf('#');
  if (hash >= 0) {
    const fragment = returnUrl.slice(hash + 1);
    return `${returnUrl.slice(0, hash)}#${fragment}${fragment.includes('?') ? '&' : '?'}${query}`;
  }
  return `${returnUrl}${returnUrl.includes('?') ? '&' : '?'}${query}`;
}
