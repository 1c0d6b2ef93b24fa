/**
 * Where the provider may send the browser back: a path on this site, or an http(s) URL on
 * one of the origins this server is configured to serve (PUBLIC_ORIGIN). Never the host
 * the request claims (`request_host` is the client's word: trusting it made an open
 * redirect). Anything else would let an order redirect a buyer to someone else's site.
 * Answers the URL to store, null for none, or undefined when it is refused.
 */
export function safeReturnUrl(url: string | undefined, allowedOrigins: readonly string[]): string | null | undefined {
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
  return allowedOrigins.includes(parsed.origin) ? value : undefined;
}
