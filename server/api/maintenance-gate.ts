import { callLiveAnswerContract } from '../../src/application/contracts/call/live-answer.contract.js';
import { callStartContract } from '../../src/application/contracts/call/start.contract.js';
import { liveStartContract } from '../../src/application/contracts/live/start.contract.js';
import { matchStartContract } from '../../src/application/contracts/match/start.contract.js';
import { monitorMaintainContract } from '../../src/application/contracts/monitor/maintain.contract.js';
import { maintenanceAllowsNewSessions } from '../../src/domain/session/maintenance-drain.js';
import type { MaintenanceService } from '../admin/maintenance-types.js';
import type { Clock } from '../context.js';
import { EndpointRegistry, type Endpoint } from './define-endpoint.js';
import { maintenanceReply } from './maintenance-reply.js';
import { maintenanceSoonReply } from './maintenance-soon-reply.js';

/** The one endpoint that keeps answering during maintenance: the popup polls it. */
const EXEMPT: ReadonlySet<string> = new Set([monitorMaintainContract.path]);

/**
 * What starts a session that bills by the minute or would be cut by the lock: refused while
 * an announced window drains (MAINTENANCE_DRAIN_LEAD_MS before its start), so few calls are
 * running when it starts. Everything else keeps working until the start.
 */
const DRAINED: ReadonlySet<string> = new Set([callStartContract.path, matchStartContract.path, liveStartContract.path, callLiveAnswerContract.path]);

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
    private readonly clock: Clock,
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
      gated = { ...endpoint, handler: this.gate(endpoint, DRAINED.has(path)) };
      this.gated.set(endpoint, gated);
    }
    return gated;
  }

  private gate(endpoint: Endpoint, drained: boolean): Endpoint['handler'] {
    return async (...request) => {
      const window = await this.maintenance.current();
      if (window !== null) return maintenanceReply(window);
      if (drained) {
        const upcoming = await this.maintenance.upcoming();
        const now = this.clock.now();
        if (!maintenanceAllowsNewSessions(upcoming, now) && upcoming !== null) return maintenanceSoonReply(upcoming, now);
      }
      return endpoint.handler(...request);
    };
  }
}

export function gateForMaintenance(endpoints: EndpointRegistry, maintenance: MaintenanceService, clock: Clock): EndpointRegistry {
  return new MaintenanceGatedRegistry(endpoints, maintenance, clock);
}
