import type { ServiceDesk } from './service-desk.js';

/** What the customer-service endpoints and operations are built with. */
export interface ServiceDeps {
  readonly desk: ServiceDesk;
}

