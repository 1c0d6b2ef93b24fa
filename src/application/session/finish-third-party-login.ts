import { LOGIN_FROM } from '../../domain';
import { loginHandleContract } from '../contracts/login/handle.contract';
import { applyLoginAnswer } from './apply-login-answer';
import type { ThirdPartyDeps } from './session-deps';
import { signInFailed, type SignInResult } from './sign-in-outcome';
import { THIRD_PARTY_PENDING_NAME, THIRD_PARTY_PENDING_TTL_MS, thirdPartyPendingSchema } from './third-party-pending';

/** The query the provider sends the browser back with. */
export interface ThirdPartyReturn {
  readonly code?: string;
  readonly state?: string;
  readonly error?: string;
}

/**
 * Handles the return from the provider: the state must be the one this browser stored
 * (else the return is ignored, 000 §5: LOGIN.RETURN_UNKNOWN when nothing was pending here,
 * LOGIN.STATE_MISMATCH when a sign-in was pending but the state differs or is too old), then
 * the server redeems the code with the PKCE verifier (/login/handle, login_from 24). The
 * pending state is used once, whatever happens.
 */
export async function finishThirdPartyLogin(deps: ThirdPartyDeps, returned: ThirdPartyReturn): Promise<SignInResult> {
  const stored = thirdPartyPendingSchema.safeParse(deps.storage.read(THIRD_PARTY_PENDING_NAME));
  deps.storage.remove(THIRD_PARTY_PENDING_NAME);
  if (!stored.success) return { ok: false, error: { code: 'LOGIN.RETURN_UNKNOWN' } };
  if (returned.state !== stored.data.state || deps.now() - stored.data.started_at > THIRD_PARTY_PENDING_TTL_MS) {
    return { ok: false, error: { code: 'LOGIN.STATE_MISMATCH' } };
  }
  if (returned.code === undefined || returned.code === '') return signInFailed(returned.error ?? 'The provider returned no code');
  const result = await deps.anonymousHttp.request(loginHandleContract, {
    login_from: LOGIN_FROM.thirdParty,
    third_party: { code: returned.code, code_verifier: stored.data.code_verifier, redirect_uri: stored.data.redirect_uri },
    ...deps.device,
  });
  return applyLoginAnswer(result, deps.store);
}
