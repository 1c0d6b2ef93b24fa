import { filter, map, type Observable } from 'rxjs';
import { z } from 'zod';
import { USER_STATE_SUB_ONLINE, type OnlineStatus } from '../../domain/calls';
import { ONLINE_STATUS, REALTIME_MESSAGE_TYPE } from '../../domain/constants';
import type { RealtimeMessage } from '../ports/realtime.port';

const onlineStatusSchema = z.union([z.literal(ONLINE_STATUS.offline), z.literal(ONLINE_STATUS.online), z.literal(ONLINE_STATUS.chatting), z.literal(ONLINE_STATUS.rest)]);

/** The type-7 online-status update (keys in domain/calls/user-state.ts). */
export const userOnlineStateSchema = z.object({
  type: z.literal(REALTIME_MESSAGE_TYPE.userState),
  sub: z.literal(USER_STATE_SUB_ONLINE),
  uid: z.number().int().positive(),
  online_status: onlineStatusSchema,
});

/** The live online status of one user, from the type-7 updates about them; other payloads are skipped. */
export function onlineStatusUpdates(messages$: Observable<RealtimeMessage>, uid: number): Observable<OnlineStatus> {
  return messages$.pipe(
    map((message) => userOnlineStateSchema.safeParse(message)),
    filter((parsed) => parsed.success && parsed.data.uid === uid),
    map((parsed) => (parsed.success ? parsed.data.online_status : ONLINE_STATUS.online)),
  );
}
