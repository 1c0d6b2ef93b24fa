import { callsModule } from './calls/calls.module';
import { lifecycleModule } from './lifecycle/lifecycle.module';
import { chatMediaModule } from './messages/media/chat-media.module';
import { messagesModule } from './messages/messages.module';
import { moderationModule } from './moderation/moderation.module';
import { paymentsModule } from './payments/payments.module';
import { requestLayerModule } from './request-layer/request-layer.module';
import { sessionModule } from './session/session.module';
import { walletModule } from './wallet/wallet.module';
import type { FeatureModule } from './wiring/feature-module';

/**
 * Every feature of the app core, each one inversify ContainerModule beside its code. The
 * browser, the simulator and the Node test harness load these and add only their adapters
 * (the port tokens). A new feature adds its module here. Bindings are lazy singletons, so
 * a feature no screen has asked for is never built.
 */
export const FEATURE_MODULES: readonly FeatureModule[] = [
  requestLayerModule,
  lifecycleModule,
  sessionModule,
  messagesModule,
  chatMediaModule,
  callsModule,
  walletModule,
  paymentsModule,
  moderationModule,
];
