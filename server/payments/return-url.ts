/**
 * Where the provider may send the browser back: a path on this site, or an http(s) URL on
 * the host the page says it runs on (`request_host`). Anything else would let an order
 * redirect a buyer to someone else's site. Answers the URL to store, null for none, or
 * undefined when it is refused.
 */
export function safeReturnUrl(url: string | undefined, requestHost: string | undefined): string | null | undefined {
  const value = (url ?? '').trim();
  if (value === '') return null;
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
  const host = hostOf(requestHost);
  return host !== null && parsed.host === host ? value : undefined;
}

function hostOf(requestHost: string | undefined): string | null {
  const value = (requestHost ?? '').trim();
  if (value === '') return null;
  try {
    return new URL(value.includes('://') ? value : `https://${value}`).host;
  } catch {
    return null;
  }
}
