import { profileInitContract, type SocketInfo } from '../contracts/profile/init.contract';
import type { HttpPort } from '../ports/http.port';
import type { CredentialsSource, RealtimeCredentials } from '../ports/realtime.port';
import { brokerUrlOf, type PageOrigin } from './broker-url';

/**
 * The realtime port's CredentialsSource from /profile/init socket_info: the latest known
 * credentials for a connect or reconnect, fresh ones from /profile/init when the broker
 * refused the last (the short-lived password ran out). `remember` takes socket_info from
 * an init the app made anyway, so the first connect costs no extra call.
 */
export function createRealtimeCredentials(deps: { readonly http: HttpPort; readonly page: PageOrigin }): {
  readonly source: CredentialsSource;
  remember(socket: SocketInfo): void;
} {
  let latest: SocketInfo | null = null;

  const toCredentials = (socket: SocketInfo): RealtimeCredentials => ({
    url: brokerUrlOf(socket, deps.page),
    clientId: socket.client_id,
    username: socket.username,
    password: socket.password,
  });

  return {
    remember(socket) {
      latest = socket;
    },
    async source(reason) {
      if (latest !== null && reason !== 'rejected') return toCredentials(latest);
      const answer = await deps.http.request(profileInitContract, {});
      // The port's contract: a rejection counts as a failed attempt, retried by the reconnect policy.
      if (!answer.ok) throw new Error(`No broker credentials: ${answer.error.msg}`);
      latest = answer.data.socket_info;
      return toCredentials(latest);
    },
  };
}
