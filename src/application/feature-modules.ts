import { callsModule } from './calls/calls.module';
import { discoverModule } from './discover/discover.module';
import { emailBindingModule } from './email-binding/email-binding.module';
import { FIRST_SCREEN_MODULES } from './first-screen-modules';
import { liveModule } from './live/live.module';
import { gamesModule } from './games/games.module';
import { chatMediaModule } from './messages/media/chat-media.module';
import { messagesModule } from './messages/messages.module';
import { moderationModule } from './moderation/moderation.module';
import { paymentsModule } from './payments/payments.module';
import { popupsModule } from './popups/popups.module';
import { presenceModule } from './presence/presence.module';
import { socialModule } from './social/social.module';
import { feedbackModule } from './feedback/feedback.module';
import { profileEditModule } from './profile-edit/profile-edit.module';
import { serverInstructionsModule } from './server-instructions/server-instructions.module';
import { serviceModule } from './service/service.module';
import { receiptsModule } from './receipts/receipts.module';
import { spendingModule } from './spending/spending.module';
import { walletModule } from './wallet/wallet.module';
import type { FeatureModule } from './wiring/feature-module';

/**
 * Every feature of the app core, each one inversify ContainerModule beside its code. The
 * browser, the simulator and the Node test harness load these and add only their adapters
 * (the port tokens). A new feature adds its module here. Bindings are lazy singletons, so
 * a feature no screen has asked for is never built.
 */
export const FEATURE_MODULES: readonly FeatureModule[] = [
  ...FIRST_SCREEN_MODULES,
  messagesModule,
  chatMediaModule,
  presenceModule,
  callsModule,
  walletModule,
  paymentsModule,
  moderationModule,
  popupsModule,
  discoverModule,
  liveModule,
  socialModule,
  feedbackModule,
  gamesModule,
  profileEditModule,
  spendingModule,
  receiptsModule,
  emailBindingModule,
  serverInstructionsModule,
  serviceModule,
];
