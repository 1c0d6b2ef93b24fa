import { filter, map, type Observable } from 'rxjs';
import type { SyncAccount } from '../lifecycle/gap-fill-sync';
import type { PayEvent } from '../contracts/msg/sync.contract';

/**
 * The payment events each gap fill answer lists (unacknowledged ones, 000 §7): what the
 * checkout's inbox reads beside the type 34 push, which a cut channel loses.
 */
export function payEventsOfSync(account$: Observable<SyncAccount | null>): Observable<readonly PayEvent[]> {
  return account$.pipe(
    filter((account): account is SyncAccount => account !== null),
    map((account) => account.pay_event_list),
    filter((list) => list.length > 0),
  );
}
