import type { ServerConfig } from '../config.js';
import type { LiveMediaPort } from './live-media-port.js';
import { WeriftSfu } from './werift-sfu.js';

/** The SFU of this server: the embedded one (werift) unless JANUS_URL names a Janus. */
export function createLiveMedia(_config: ServerConfig): LiveMediaPort {
  return new WeriftSfu();
}
