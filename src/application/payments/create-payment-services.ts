import type { Observable, SchedulerLike } from 'rxjs';
import type { CardCheckoutPort } from '../ports/card-checkout.port';
import type { HttpPort } from '../ports/http.port';
import type { NativeBridgePort } from '../ports/native-bridge.port';
import type { RealtimeMessage } from '../ports/realtime.port';
import type { StoragePort } from '../ports/storage.port';
import { createCardHistoryStore, type CardHistoryStore } from './card-history-store';
import { createCheckoutFlow, type CheckoutFlow, type CheckoutFlowDeps, type WalletMethod } from './checkout-flow';
import type { CheckoutOutcome } from './checkout-outcome';
import { findPayItem } from './find-pay-item';
import type { PayItem } from '../contracts/coin/pay-item';
import type { PayEvent } from '../contracts/msg/sync.contract';
import { createPayEventInbox } from './pay-event-inbox';
import { restoreInAppPurchases } from './restore-in-app-purchases';
import type { CheckoutRequest } from './recharge-requests';

/** What the payment views and the wallet's hooks get (useService(PAYMENTS) in the views). */
export interface PaymentServices {
  readonly checkout: CheckoutFlow;
  /** started, succeeded, failed, cancelled — with the item and fromType (the discount engine's pay status rule). */
  readonly outcomes$: Observable<CheckoutOutcome>;
  readonly cardHistory: CardHistoryStore;
  walletReady(method: WalletMethod): Promise<boolean>;
  findPayItem(goodsId: string, productType: number): Promise<PayItem | null>;
  /** Verifies store purchases the native shell still holds (run once the session has started); answers how many were credited. */
  restorePurchases(): Promise<number>;
}

/** The checkout flow's deps, but the inbox and the card history, which are built here. */
export interface PaymentServicesDeps extends Omit<CheckoutFlowDeps, 'inbox' | 'cardHistory'> {
  readonly messages$: Observable<RealtimeMessage>;
  /** Each /msg/sync answer's pay_event_list (the gap fill's), for events whose push was missed. */
  readonly syncedPayEvents$?: Observable<readonly PayEvent[]>;
}

export function createPaymentServices(deps: PaymentServicesDeps): PaymentServices {
  const inbox = createPayEventInbox({ http: deps.http, messages$: deps.messages$, synced$: deps.syncedPayEvents$ });
  const cardHistory = createCardHistoryStore({ storage: deps.storage, uid: deps.uid });
  const checkout = createCheckoutFlow({ ...deps, inbox, cardHistory });
  return {
    checkout,
    outcomes$: checkout.outcomes$,
    cardHistory,
    walletReady: (method) => deps.library.walletReady(method),
    findPayItem: (goodsId, productType) => findPayItem(deps.http, goodsId, productType),
    restorePurchases: async () => {
      const uid = deps.uid();
      return uid === null ? 0 : restoreInAppPurchases({ http: deps.http, bridge: deps.bridge, storage: deps.storage, uid });
    },
  };
}
