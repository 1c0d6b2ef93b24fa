import type { CallDefinition } from '../api/call-registry.js';
import type { Messaging } from '../messages/messaging.js';
import { giftBagCall } from './gift-bag.call.js';
import { giftResCall } from './gift-res.call.js';
import { giftSendCall } from './gift-send.call.js';

/** /gift/res, /gift/bag and /gift/send. */
export function giftCalls(messaging: Messaging): CallDefinition[] {
  return [giftResCall, giftBagCall, giftSendCall(messaging)];
}
