import { z } from 'zod';
import { USER_STATE_SUB_ONLINE } from '../../domain/calls';
import { ONLINE_STATUS, REALTIME_MESSAGE_TYPE } from '../../domain/constants';

const onlineStatusSchema = z.union([z.literal(ONLINE_STATUS.offline), z.literal(ONLINE_STATUS.online), z.literal(ONLINE_STATUS.chatting), z.literal(ONLINE_STATUS.rest)]);

/** The type-7 online-status update (keys in domain/calls/user-state.ts); an unknown status does not parse. */
export const userOnlineStateSchema = z.object({
  type: z.literal(REALTIME_MESSAGE_TYPE.userState),
  sub: z.literal(USER_STATE_SUB_ONLINE),
  uid: z.number().int().positive(),
  online_status: onlineStatusSchema,
});
