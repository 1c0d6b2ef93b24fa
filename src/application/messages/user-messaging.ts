import { createGapFillSync, type SyncAccount } from '../lifecycle/gap-fill-sync';
import type { LiveState } from '../live-state';
import { createMessagingServices, type MessagingCore, type MessagingDeps } from './create-messaging-services';
import type { UserMessaging } from './session-messaging';

/**
 * One signed-in user's messaging with its own /msg/sync gap fill, run on every connect
 * of the channel (`online$`) — the browser's root has no other gap fill.
 */
export function createUserMessagingWithSync(
  deps: Omit<MessagingDeps, 'selfUid' | 'syncPages$'>,
  uid: number,
): UserMessaging & {
  readonly core: MessagingCore;
  /** The account part of the gap fill's latest answer (its pay_event_list feeds the checkout). */
  readonly account$: LiveState<SyncAccount | null>;
  /** Runs the gap fill now. */
  sync(): Promise<void>;
} {
  const gapFill = createGapFillSync({ http: deps.http, storage: deps.storage, uid, reconnected$: deps.online$ });
  const core = createMessagingServices({ ...deps, selfUid: uid, syncPages$: gapFill.messages$ });
  return {
    core,
    services: core,
    account$: gapFill.account$,
    sync: () => gapFill.run(),
    dispose() {
      gapFill.dispose();
      core.dispose();
    },
  };
}
