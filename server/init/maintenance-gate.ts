import { monitorMaintainContract } from '../../src/application/contracts/monitor/maintain.contract.js';
import { CallRegistry, type CallDefinition } from '../api/call-registry.js';
import type { AppContext } from '../context.js';
import { maintenanceReply } from './maintenance-reply.js';

/** The one call that keeps answering during maintenance: the popup polls it. */
const EXEMPT: ReadonlySet<string> = new Set([monitorMaintainContract.path]);

/**
 * The request layer's maintenance hook: a registry whose calls first ask
 * `ctx.maintenance` and, while a window is in force, answer maintenanceReply instead of
 * running. It runs after authentication and payload checks, so the answer is sealed like
 * any other. Calls are added to and found in `inner`; the wrapped definitions are made
 * once per call.
 */
class MaintenanceGatedRegistry extends CallRegistry {
  private readonly gated = new WeakMap<CallDefinition, CallDefinition>();

  constructor(private readonly inner: CallRegistry) {
    super();
  }

  override add(...calls: readonly CallDefinition[]): void {
    this.inner.add(...calls);
  }

  override find(path: string): CallDefinition | undefined {
    const call = this.inner.find(path);
    if (call === undefined || EXEMPT.has(path)) return call;
    let gated = this.gated.get(call);
    if (gated === undefined) {
      gated = { ...call, handler: gate(call) };
      this.gated.set(call, gated);
    }
    return gated;
  }
}

function gate(call: CallDefinition): CallDefinition['handler'] {
  return async (payload, caller, ctx: AppContext) => {
    const window = await ctx.maintenance.current();
    return window === null ? call.handler(payload, caller, ctx) : maintenanceReply(window);
  };
}

export function gateForMaintenance(calls: CallRegistry): CallRegistry {
  return new MaintenanceGatedRegistry(calls);
}
