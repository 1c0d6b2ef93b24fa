import { loginGoogleIndexContract } from '../../src/application/contracts/login/google-index.contract.js';
import { RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import { ACCOUNT_MESSAGES } from './account-messages.js';
import type { AccountsDeps } from './accounts-deps.js';

/** /login/google-index: where to send the browser for third-party sign-in; no secret ever leaves the server. */
export const loginGoogleIndexEndpoint = (deps: AccountsDeps) =>
  defineEndpoint(loginGoogleIndexContract, { auth: 'none' }, async (_payload, caller) => {
    if (deps.oidc === null) return refuse(RESULT_ERROR, ACCOUNT_MESSAGES.thirdPartyOff);
    const config = await deps.oidc.publicConfig();
    if (!config.ok) {
      caller.log.warn({ detail: config.error.detail }, 'OpenID provider discovery failed');
      return refuse(RESULT_ERROR, ACCOUNT_MESSAGES.thirdPartyFailed);
    }
    const { authorizationEndpoint, clientId, scope, redirectUri } = config.value;
    return { ok: RESULT_SUCCESS, data: { app_key: clientId, authorization_endpoint: authorizationEndpoint, scope, redirect_uri: redirectUri } };
  });
