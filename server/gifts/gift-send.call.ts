import { giftSendContract } from '../../src/application/contracts/gift/send.contract.js';
import { defineCall } from '../api/call-registry.js';
import type { Messaging } from '../messages/messaging.js';
import { sendGift } from './send-gift.js';

/** /gift/send (001 §7): see sendGift. */
export const giftSendCall = (messaging: Messaging) =>
  defineCall(giftSendContract, { auth: 'required' }, (ctx, payload, caller) => sendGift(ctx, messaging, caller.uid, payload));
