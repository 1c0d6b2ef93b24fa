import type { ServerConfig } from '../config.js';
import { JanusSfu } from './janus-sfu.js';
import type { LiveMediaPort } from './live-media-port.js';
import { WeriftSfu } from './werift-sfu.js';

/** The SFU of this server: the embedded one (werift) unless JANUS_URL names a Janus. */
export function createLiveMedia(config: Pick<ServerConfig, 'janusUrl'>): LiveMediaPort {
  return config.janusUrl === undefined ? new WeriftSfu() : new JanusSfu(config.janusUrl);
}
