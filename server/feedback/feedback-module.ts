import type { AppContext } from '../context.js';
import type { ServerModule } from '../server-module.js';
import { feedbackListOperation } from './feedback-list.operation.js';
import { feedbackSubmitEndpoint } from './feedback-submit.endpoint.js';

/** Users' feedback (001 §2 feedback pages): /feedback/submit stores it, `feedback list` shows it to the operators. */
export function createFeedbackModule(ctx: AppContext): ServerModule {
  return { endpoints: [feedbackSubmitEndpoint(ctx)], adminOperations: [feedbackListOperation(ctx)] };
}
