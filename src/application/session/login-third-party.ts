import { loginGoogleIndexContract } from '../contracts/login/google-index.contract';
import type { HttpPort } from '../ports/http.port';
import type { SessionCryptoPort } from '../ports/session-crypto.port';
import type { StoragePort } from '../ports/storage.port';
import { signInFailed, type SignInError } from './sign-in-outcome';
import { THIRD_PARTY_PENDING_NAME, type ThirdPartyPending } from './third-party-pending';

/** Third-party sign-in state: random bytes, hex encoded. */
export const OAUTH_STATE_BYTES = 16;
/** Ours: PKCE code verifier bytes (RFC 7636 asks for 43–128 characters; 32 bytes give 43 in base64url). */
export const PKCE_VERIFIER_BYTES = 32;

export type ThirdPartyStart = { readonly ok: true; readonly url: string } | { readonly ok: false; readonly error: SignInError };

/**
 * Starts the third-party sign-in (000 §7, web only): asks the server where to go, then
 * builds the provider's authorization URL with a random state (16 bytes, hex) and a PKCE
 * S256 challenge, remembering state and verifier for the return. The caller navigates.
 */
export async function loginThirdParty(deps: {
  readonly anonymousHttp: HttpPort;
  readonly crypto: SessionCryptoPort;
  readonly storage: StoragePort;
  readonly now: () => number;
}): Promise<ThirdPartyStart> {
  const index = await deps.anonymousHttp.request(loginGoogleIndexContract, {});
  if (!index.ok) return signInFailed(index.error.msg);
  const { authorization_endpoint: endpoint, app_key: clientId, scope, redirect_uri: redirectUri } = index.data;
  const pending: ThirdPartyPending = {
    v: 1,
    state: deps.crypto.randomHex(OAUTH_STATE_BYTES),
    code_verifier: deps.crypto.randomHex(PKCE_VERIFIER_BYTES),
    redirect_uri: redirectUri,
    started_at: deps.now(),
  };
  const saved = deps.storage.write(THIRD_PARTY_PENDING_NAME, pending);
  if (!saved.ok) return signInFailed('Could not remember the sign-in state on this device');
  const query = {
    response_type: 'code',
    client_id: clientId,
    redirect_uri: redirectUri,
    scope,
    state: pending.state,
    code_challenge: deps.crypto.sha256Base64Url(pending.code_verifier),
    code_challenge_method: 'S256',
  };
  const encoded = Object.entries(query).map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
  return { ok: true, url: `${endpoint}${endpoint.includes('?') ? '&' : '?'}${encoded}` };
}
