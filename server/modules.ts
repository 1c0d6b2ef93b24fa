import type { ModuleFactory } from './server-module.js';
import { createAccountsModule } from './accounts/accounts-module.js';
import { createAdminModule } from './admin/admin-module.js';
import { createCallsModule } from './calls/calls-module.js';
import { createDemoModule } from './demo/demo-module.js';
import { createDiscoverModule } from './discover/discover-module.js';
import { createFreeMinutesModule } from './free-minutes/free-minutes-module.js';
import { createFeedbackModule } from './feedback/feedback-module.js';
import { createFairBillingModule } from './fair-billing/fair-billing-module.js';
import { createGamesModule } from './games/games-module.js';
import { createGiftsModule } from './gifts/gifts-module.js';
import { createInitModule } from './init/init-module.js';
import { createLedgerModule } from './ledger/ledger-module.js';
import { createLiveModule } from './live/live-module.js';
import { createMatchModule } from './match/match-module.js';
import { createPaymentsModule } from './payments/payments-module.js';
import { createMessagesModule } from './messages/messages-module.js';
import { createMomentsModule } from './moments/moments-module.js';
import { createRealtimeModule } from './realtime/realtime-module.js';
import { createReferenceModule } from './reference/reference-module.js';
import { createRewardsModule } from './rewards/rewards-module.js';
import { createServiceModule } from './service/service-module.js';
import { createSpendingModule } from './spending/spending-module.js';
import { createInstructionsModule } from './instructions/instructions-module.js';
import { createSyncModule } from './sync/sync-module.js';
import { createTelemetryModule } from './telemetry/telemetry-module.js';
import { createTranslateModule } from './translate/translate-module.js';
import { createUploadsModule } from './uploads/uploads-module.js';
import { createUsersModule } from './users/users-module.js';
import { createVipModule } from './vip/vip-module.js';

/**
 * Every feature of the server, one line each (a new feature adds its line here and
 * nothing else outside its folder). Built in this order, started in this order once all
 * are built, stopped in reverse.
 */
export const SERVER_MODULES: readonly ModuleFactory[] = [
  createRealtimeModule,
  createAdminModule,
  createAccountsModule,
  createInitModule,
  createSyncModule,
  createTelemetryModule,
  createUploadsModule,
  createLedgerModule,
  createReferenceModule,
  createMessagesModule,
  createGiftsModule,
  createTranslateModule,
  createUsersModule,
  createDemoModule,
  createCallsModule,
  createMatchModule,
  createPaymentsModule,
  createVipModule,
  createFeedbackModule,
  createDiscoverModule,
  createLiveModule,
  createFreeMinutesModule,
  createMomentsModule,
  createRewardsModule,
  createGamesModule,
  createSpendingModule,
  createServiceModule,
  createInstructionsModule,
  createFairBillingModule,
];
