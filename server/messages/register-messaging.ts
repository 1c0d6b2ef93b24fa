import type { FastifyInstance } from 'fastify';
import type { CallRegistry } from '../api/call-registry.js';
import type { AppContext } from '../context.js';
import { giftCalls } from '../gifts/gift-calls.js';
import { seedGiftCatalogue } from '../gifts/seed-gift-catalogue.js';
import { createTranslator } from '../translate/create-translator.js';
import { translateIndexCall } from '../translate/translate-index.call.js';
import { startDemoHostReplies } from './demo-host-replies.js';
import { messageCalls } from './message-calls.js';
import { createMessaging } from './messaging.js';

/**
 * Messaging in one line of app.ts: the message, gift and translate calls, the gift
 * catalogue, and the demo hosts' replies (stopped when the server closes).
 */
export async function registerMessaging(app: FastifyInstance, ctx: AppContext, calls: CallRegistry): Promise<void> {
  const messaging = createMessaging(ctx, app.log);
  const stopDemoReplies = startDemoHostReplies(ctx, messaging, app.log);
  app.addHook('onClose', async () => stopDemoReplies());
  await seedGiftCatalogue(ctx.db, ctx.clock.now());
  calls.add(...messageCalls(messaging, app.log), ...giftCalls(messaging), translateIndexCall(createTranslator(ctx.config.translateUrl)));
}
