import type { SocketInfo } from '../contracts/profile/init.contract';

/** Where the page was loaded from (location.protocol and location.host). */
export interface PageOrigin {
  readonly protocol: string;
  /** host[:port], as location.host. */
  readonly host: string;
}

/**
 * The broker's WebSocket URL from init socket_info: ws(s) as the page is http(s), the
 * page's own host and port unless socket_info names others, then mqtt_path.
 */
export function brokerUrlOf(socket: Pick<SocketInfo, 'mqtt_host' | 'mqtt_port' | 'mqtt_path'>, page: PageOrigin): string {
  const scheme = page.protocol === 'https:' ? 'wss' : 'ws';
  if (socket.mqtt_host === '') return `${scheme}://${page.host}${socket.mqtt_path}`;
  const port = socket.mqtt_port === 0 ? '' : `:${socket.mqtt_port}`;
  return `${scheme}://${socket.mqtt_host}${port}${socket.mqtt_path}`;
}
