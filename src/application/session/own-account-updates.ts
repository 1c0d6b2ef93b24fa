import { filter, map, type Observable } from 'rxjs';
import { userUpdateSchema, type UserUpdate } from '../contracts/user/user-update';
import { REALTIME_MESSAGE_TYPE } from '../../domain/constants';
import type { RealtimeMessage } from '../ports/realtime.port';

/**
 * The type-7 updates about the signed-in user's own account (auth, counts, VIP, free call
 * minutes, level, friend status): whatever they say changed, /profile/init is reloaded,
 * so the Me tab, the VIP badge and the free-call reminder read one fresh source. An update
 * naming another uid, or no user signed in, is skipped; presence updates (sub
 * online_status) are the calls feature's.
 */
export function ownAccountUpdates(messages$: Observable<RealtimeMessage>, selfUid: () => number | null): Observable<UserUpdate> {
  return messages$.pipe(
    // Only type 7 is parsed: a failed parse builds a ZodError, and every other payload would fail it.
    filter((message) => message.type === REALTIME_MESSAGE_TYPE.userState),
    map((message) => userUpdateSchema.safeParse(message)),
    filter((parsed) => parsed.success && parsed.data.uid === selfUid()),
    map((parsed) => parsed.data as UserUpdate),
  );
}
