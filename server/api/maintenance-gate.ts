import { monitorMaintainContract } from '../../src/application/contracts/monitor/maintain.contract.js';
import type { MaintenanceService } from '../admin/maintenance-types.js';
import { EndpointRegistry, type Endpoint } from './define-endpoint.js';
import { maintenanceReply } from './maintenance-reply.js';

/** The one endpoint that keeps answering during maintenance: the popup polls it. */
const EXEMPT: ReadonlySet<string> = new Set([monitorMaintainContract.path]);

/**
 * The request layer's maintenance hook: a registry whose endpoints first ask the
 * maintenance service and, while a window is in force, answer maintenanceReply instead
 * of running. It runs after authentication and payload checks, so the answer is sealed
 * like any other. Endpoints are added to and found in `inner`; each gated endpoint is
 * made once.
 */
class MaintenanceGatedRegistry extends EndpointRegistry {
  private readonly gated = new WeakMap<Endpoint, Endpoint>();

  constructor(
    private readonly inner: EndpointRegistry,
    private readonly maintenance: MaintenanceService,
  ) {
    super();
  }

  override add(...endpoints: readonly Endpoint[]): void {
    this.inner.add(...endpoints);
  }

  override find(path: string): Endpoint | undefined {
    const endpoint = this.inner.find(path);
    if (endpoint === undefined || EXEMPT.has(path)) return endpoint;
    let gated = this.gated.get(endpoint);
    if (gated === undefined) {
      gated = { ...endpoint, handler: this.gate(endpoint) };
      this.gated.set(endpoint, gated);
    }
    return gated;
  }

  private gate(endpoint: Endpoint): Endpoint['handler'] {
    return async (...request) => {
      const window = await this.maintenance.current();
      return window === null ? endpoint.handler(...request) : maintenanceReply(window);
    };
  }
}

export function gateForMaintenance(endpoints: EndpointRegistry, maintenance: MaintenanceService): EndpointRegistry {
  return new MaintenanceGatedRegistry(endpoints, maintenance);
}
