import type { SessionStore } from '../api/session-store.js';
import type { CallDefinition } from '../api/call-registry.js';
import type { AccountsDeps } from './accounts-deps.js';
import { accountBindCall } from './calls/account-bind.call.js';
import { accountCompleteProfileCall } from './calls/account-complete-profile.call.js';
import { loginAppInfoCall } from './calls/login-app-info.call.js';
import { loginForgotCodeCall } from './calls/login-forgot-code.call.js';
import { loginGoogleIndexCall } from './calls/login-google-index.call.js';
import { loginHandleCall } from './calls/login-handle.call.js';
import { loginRefreshCall } from './calls/login-refresh.call.js';
import { loginResetPasswordCall } from './calls/login-reset-password.call.js';
import { signStatCall } from './calls/sign-stat.call.js';
import { userCheckDeviceCall } from './calls/user-check-device.call.js';
import { userLogoutCall } from './calls/user-logout.call.js';
import { userPushTokenCall } from './calls/user-push-token.call.js';
import { userSyncPermissionCall } from './calls/user-sync-permission.call.js';
import { userUpdateInfoCall } from './calls/user-update-info.call.js';
import { createDbSessionStore } from './db-session-store.js';
import { createRotationGrace } from './rotation-grace.js';
import { liveSessionIds } from './session-repository.js';
import type { LiveSessions } from '../realtime/broker-sessions.js';

/** The accounts module: its calls for the registry, the session store the request layer authenticates with, and which sessions live (for the broker). */
export interface AccountsModule {
  readonly calls: readonly CallDefinition[];
  readonly sessions: SessionStore;
  readonly liveSessions: LiveSessions;
}

export function createAccounts(deps: AccountsDeps): AccountsModule {
  const grace = createRotationGrace();
  return {
    sessions: createDbSessionStore(deps.db, grace, deps.clock),
    liveSessions: { liveOf: (ids) => liveSessionIds(deps.db, ids, deps.clock.now()) },
    calls: [
      loginHandleCall(deps),
      accountBindCall(deps),
      accountCompleteProfileCall(deps),
      loginGoogleIndexCall(deps),
      loginAppInfoCall,
      loginForgotCodeCall(deps),
      loginResetPasswordCall(deps),
      loginRefreshCall(deps, grace),
      signStatCall(deps),
      userLogoutCall(deps, grace),
      userCheckDeviceCall(deps),
      userPushTokenCall(deps),
      userSyncPermissionCall(deps),
      userUpdateInfoCall(deps),
    ],
  };
}
