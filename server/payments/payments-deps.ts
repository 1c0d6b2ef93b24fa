import type { AppContext } from '../context.js';
import type { CardProvider } from './card-provider.js';
import type { PaymentsDatabase } from './payment-tables.js';
import type { SettleDeps } from './settle-order.js';

/** What the payment use cases share (the payments and VIP modules each build it with createPaymentsDeps). */
export interface PaymentsDeps extends SettleDeps {
  /** The same database, seen with the tables of migration 0500. */
  readonly pdb: PaymentsDatabase;
  readonly provider: CardProvider;
  /** Where the provider posts its notifications (a path on this server when the sandbox is mounted). */
  readonly notifyUrl: string;
  /** Checks provider notifications. */
  readonly notifySecret: string;
  /** Checks store receipts. */
  readonly storeSecret: string;
  /** Whether sandbox receipts and notifications are believed (ServerConfig.paySandbox). */
  readonly paySandbox: boolean;
  /** Where besides this site's own paths a payment may return the browser (ServerConfig.publicOrigins). */
  readonly publicOrigins: readonly string[];
}

/** The payment endpoints' deps: the use cases' and the ledger, for the balance some answers carry. */
export type PaymentEndpointDeps = PaymentsDeps & Pick<AppContext, 'ledger'>;
