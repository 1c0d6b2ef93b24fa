import type { CallsService } from '../calls/calls-service.js';
import type { Clock } from '../context.js';
import type { FairBillingDatabase } from './fair-billing-tables.js';
import type { MediaMeter } from './media-meter.js';
import type { ReceiptSigner } from './receipt-signer.js';

/** What the fair-billing endpoints share. */
export interface FairBillingDeps {
  readonly db: FairBillingDatabase;
  readonly calls: CallsService;
  readonly meter: MediaMeter;
  readonly signer: ReceiptSigner;
  readonly clock: Clock;
}
