import type { AppContext } from '../context.js';
import type { ServerModule } from '../server-module.js';
import { catalogueAssistant } from './catalogue-assistant.js';
import { createOpenAiAssistant } from './openai-assistant.js';
import { createServiceDesk } from './service-desk.js';
import type { ServiceDeps } from './service-deps.js';
import { loadAssistantSettings } from './service-settings.js';
import { serviceOperations } from './service.operations.js';
import { servicesEndEndpoint } from './services-end.endpoint.js';
import { servicesHistoryEndpoint } from './services-history.endpoint.js';
import { servicesHumanEndpoint } from './services-human.endpoint.js';
import { servicesMsgSendEndpoint } from './services-msg-send.endpoint.js';
import { servicesRateEndpoint } from './services-rate.endpoint.js';

/**
 * Customer service (001 §2 /pagesMsg/chatAss/index, §3 types 28–31; issue #16, ADR 0013):
 * the AI issue guide over the help catalogue, the AI endpoint when ASSISTANT_URL is set,
 * the operators' queue (`service list|reply|close`) and the rating.
 */
export function createServiceModule(ctx: AppContext): ServerModule {
  const settings = loadAssistantSettings(process.env);
  const assistant = settings === null ? catalogueAssistant : createOpenAiAssistant(settings);
  const deps: ServiceDeps = { desk: createServiceDesk(ctx, assistant) };
  return {
    endpoints: [servicesHistoryEndpoint(deps), servicesMsgSendEndpoint(deps), servicesHumanEndpoint(deps), servicesRateEndpoint(deps), servicesEndEndpoint(deps)],
    adminOperations: serviceOperations(deps),
  };
}
