import { giftSendContract } from '../../src/application/contracts/gift/send.contract.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import type { GiftsDeps } from './gifts-deps.js';
import { sendGift } from './send-gift.js';

/** /gift/send (001 §7): see sendGift. */
export const giftSendEndpoint = (deps: GiftsDeps) =>
  defineEndpoint(giftSendContract, { auth: 'required' }, (payload, caller) => sendGift(deps, caller.uid, payload));
