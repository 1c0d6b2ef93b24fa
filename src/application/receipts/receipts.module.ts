import { asyncScheduler } from 'rxjs';
import { SIGNATURE_VERIFIER } from '../ports/port-tokens';
import { HTTP } from '../request-layer/request-layer.tokens';
import { featureModule } from '../wiring/feature-module';
import { createCallReceipts } from './call-receipts';
import { RECEIPTS } from './receipts.tokens';

/** Signed call receipts (issue #19): each call's receipt, checked on the device, exportable. */
export const receiptsModule = featureModule((bind) => {
  bind.singleton(RECEIPTS, (services) => createCallReceipts(services.get(HTTP), services.get(SIGNATURE_VERIFIER), asyncScheduler));
});
