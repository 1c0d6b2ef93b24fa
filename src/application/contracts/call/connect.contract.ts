import { defineContract } from '../define-contract';
import { roomPayloadSchema } from './call-room';
import { callStatusSchema } from './call-status';

/**
 * /call/connect (ours): either party reports that media flows (the peer connection is
 * up). Billing counts from here; an answered call not connected in time ends with reason 8.
 */
export const callConnectContract = defineContract({
  path: '/call/connect',
  payload: roomPayloadSchema,
  response: callStatusSchema,
});
