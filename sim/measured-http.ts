import { performance } from 'node:perf_hooks';
import type { HttpPort } from '../src/application/ports/http.port.js';
import type { SimMetrics } from './metrics.js';

/** The HttpPort a simulated user's core uses, timed: every request's latency and failure go to the run's metrics. */
export function measuredHttp(http: HttpPort, metrics: SimMetrics): HttpPort {
  return {
    async request(contract, payload) {
      const started = performance.now();
      const result = await http.request(contract, payload);
      metrics.recordRequest(contract.path, performance.now() - started, result.ok ? undefined : result.error);
      return result;
    },
  };
}
