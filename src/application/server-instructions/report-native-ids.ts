import { PUSH_TOKEN_TYPE, userPushTokenContract } from '../contracts/user/push-token.contract';
import { loginAdjustContract } from '../contracts/track/login-adjust.contract';
import type { HttpPort } from '../ports/http.port';
import type { NativeBridgePort } from '../ports/native-bridge.port';
import type { StoragePort } from '../ports/storage.port';

/** 000 §9 "Reconnect and adjust retry delays 1 s, 3 s, 5 s": /login/adjust is tried again after each, then given up until the next session. */
export const ADJUST_RETRY_DELAYS_MS = [1_000, 3_000, 5_000] as const;

/** Storage entry: the install attribution was accepted by the server (it is reported once per install). */
export const ADJUST_SENT_ENTRY = 'adjust.sent';

export interface NativeIdsDeps {
  readonly http: HttpPort;
  readonly bridge: Pick<NativeBridgePort, 'pushToken' | 'attribution'>;
  readonly storage: StoragePort;
  /** Waits `ms` (the retry delays; a scheduler in tests). */
  readonly wait: (ms: number) => Promise<void>;
}

/**
 * What the native shell knows that the server needs, sent once a session has started
 * (000 §7): the device's push token (/user/push-token, every session, since a token
 * rotates) and the install attribution (/login/adjust, once per install, retried after
 * 1 s, 3 s and 5 s). In a browser the bridge has neither and nothing is sent.
 */
export async function reportNativeIds(deps: NativeIdsDeps): Promise<void> {
  const [token, attribution] = await Promise.all([deps.bridge.pushToken().catch(() => undefined), deps.bridge.attribution().catch(() => undefined)]);
  if (token !== undefined && token !== '') await deps.http.request(userPushTokenContract, { token_type: PUSH_TOKEN_TYPE, token });
  if (attribution === undefined || deps.storage.read(ADJUST_SENT_ENTRY) === true) return;
  const payload = { attribution: attribution.attribution, ...(attribution.adid === undefined ? {} : { adid: attribution.adid }), ...(attribution.idfa === undefined ? {} : { idfa: attribution.idfa }) };
  for (let attempt = 0; ; attempt++) {
    const answer = await deps.http.request(loginAdjustContract, payload);
    if (answer.ok) {
      deps.storage.write(ADJUST_SENT_ENTRY, true);
      return;
    }
    const delay = ADJUST_RETRY_DELAYS_MS[attempt];
    if (delay === undefined) return;
    await deps.wait(delay);
  }
}
