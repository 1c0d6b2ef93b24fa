import type { AppContext } from '../context.js';
import type { ServerModule } from '../server-module.js';
import { accountBindEndpoint } from './account-bind.endpoint.js';
import { accountCompleteProfileEndpoint } from './account-complete-profile.endpoint.js';
import type { AccountsDeps } from './accounts-deps.js';
import { accountEmailCodeEndpoint } from './email/account-email-code.endpoint.js';
import { accountEmailEndpoint } from './email/account-email.endpoint.js';
import { accountModifyEmailEndpoint } from './email/account-modify-email.endpoint.js';
import { loginAppInfoEndpoint } from './login-app-info.endpoint.js';
import { loginForgotCodeEndpoint } from './login-forgot-code.endpoint.js';
import { loginGoogleIndexEndpoint } from './login-google-index.endpoint.js';
import { loginHandleEndpoint } from './login-handle.endpoint.js';
import { loginRefreshEndpoint } from './login-refresh.endpoint.js';
import { loginResetPasswordEndpoint } from './login-reset-password.endpoint.js';
import { signStatEndpoint } from './sign-stat.endpoint.js';
import { userCheckDeviceEndpoint } from './user-check-device.endpoint.js';
import { userLogoutEndpoint } from './user-logout.endpoint.js';
import { userPushTokenEndpoint } from './user-push-token.endpoint.js';
import { userSyncPermissionEndpoint } from './user-sync-permission.endpoint.js';
import { userUpdateInfoEndpoint } from './user-update-info.endpoint.js';

/**
 * Accounts: sign-in from every source, refresh and logout, password reset, binding an
 * email (with a mailed code and its reward, email/) or a third-party identity, changing the email, the profile's own fields. The session store the
 * request layer authenticates with and the sessions the broker keeps alive are shared
 * services built before any module (server/accounts/account-sessions.ts → ctx.sessions,
 * ctx.realtime's session watch; the rotation's grace lives in the sessions row).
 */
export function createAccountsModule(ctx: AppContext): ServerModule {
  const deps: AccountsDeps = {
    db: ctx.db,
    clock: ctx.clock,
    mailer: ctx.mailer,
    oidc: ctx.oidc,
    ledger: ctx.ledger,
    uploads: ctx.uploads,
    // The reset link's origin comes from the settings, never from a request's Host or Origin: a forged header would send the owner's link elsewhere.
    appOrigin: ctx.config.publicOrigins[0] ?? `http://localhost:${ctx.config.port}`,
  };
  return {
    endpoints: [
      loginHandleEndpoint(deps),
      accountBindEndpoint(deps),
      accountEmailCodeEndpoint(deps),
      accountEmailEndpoint(deps),
      accountModifyEmailEndpoint(deps),
      accountCompleteProfileEndpoint(deps),
      loginGoogleIndexEndpoint(deps),
      loginAppInfoEndpoint,
      loginForgotCodeEndpoint(deps),
      loginResetPasswordEndpoint(deps),
      loginRefreshEndpoint(deps),
      signStatEndpoint(deps),
      userLogoutEndpoint(deps),
      userCheckDeviceEndpoint(deps),
      userPushTokenEndpoint(deps),
      userSyncPermissionEndpoint(deps),
      userUpdateInfoEndpoint(deps),
    ],
  };
}
