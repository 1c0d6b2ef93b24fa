import type { AppContext } from '../context.js';
import type { Messaging } from './messaging.js';

/**
 * What the messaging endpoints are built with: messages-module.ts makes one object and
 * hands it to each endpoint, which names the part it uses (`Pick<MessagesDeps, …>`).
 * `messaging` is the send path (checks, price, store, push) every sending endpoint shares.
 */
export interface MessagesDeps extends Pick<AppContext, 'db' | 'clock' | 'realtime' | 'uploads' | 'log' | 'presence'> {
  readonly messaging: Messaging;
}
