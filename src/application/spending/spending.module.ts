import { HTTP } from '../request-layer/request-layer.tokens';
import { featureModule } from '../wiring/feature-module';
import { createSpendLimitsStore } from './spend-limits-store';
import { SPENDING } from './spending.tokens';

/** Spending care (issue #19): the user's own limits and their spending history. */
export const spendingModule = featureModule((bind) => {
  bind.singleton(SPENDING, (services) => createSpendLimitsStore(services.get(HTTP)));
});
