import type { CallbackDispatcher } from '../callbacks/dispatch-callbacks';
import type { HttpPort } from '../ports/http.port';
import type { SessionEvents } from '../session-events';
import type { TokenRotationGate } from '../session/token-rotation-gate';
import { token } from '../wiring/token';

export const SESSION_EVENTS = token<SessionEvents>('SessionEvents');
export const CALLBACKS = token<CallbackDispatcher>('CallbackDispatcher');
/** One per app: every authenticated request and every token refresh share it. */
export const ROTATION_GATE = token<TokenRotationGate>('TokenRotationGate');
/** The signed client as it is: only the maintenance poll uses it. */
export const RAW_HTTP = token<HttpPort>('RawHttpPort');
/** What every feature uses: the signed client watched for the maintenance answer. */
export const HTTP = token<HttpPort>('HttpPort');
/** Without credentials, for the sign-in requests (a revoked stored token must not refuse them). */
export const ANONYMOUS_HTTP = token<HttpPort>('AnonymousHttpPort');
