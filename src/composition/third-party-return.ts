import type { ThirdPartyReturnQuery } from '../application/sign-in/sign-in-view-model';

/** The sign-in page, where a provider's return is finished. */
const LOGIN_HASH = '#/pages/login/index';

/**
 * The third-party provider sends the browser back to the redirect URI with `?code&state`
 * (or `?error&state`) in the query, outside the hash router. This takes them off the
 * address (a reload must not replay them), puts the app on the sign-in page and returns
 * them for the page to finish; null when the address carries no return.
 */
export function takeThirdPartyReturn(location: Pick<Location, 'search' | 'pathname'>, history: Pick<History, 'replaceState'>): ThirdPartyReturnQuery | null {
  const query = new URLSearchParams(location.search);
  const state = query.get('state');
  const code = query.get('code');
  const error = query.get('error');
  if (state === null || (code === null && error === null)) return null;
  history.replaceState(null, '', `${location.pathname}${LOGIN_HASH}`);
  return { state, ...(code === null ? {} : { code }), ...(error === null ? {} : { error }) };
}
