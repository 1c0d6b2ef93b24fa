import { callConnectContract } from '../../src/application/contracts/call/connect.contract.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import type { AppContext } from '../context.js';
import { replyOf } from './call-reply.js';

/** /call/connect: a party reports media; billing counts from the first report. */
export const callConnectEndpoint = ({ calls }: Pick<AppContext, 'calls'>) =>
  defineEndpoint(callConnectContract, { auth: 'required' }, async (payload, caller) => replyOf(await calls.connect(caller.uid, payload.room_id)));
