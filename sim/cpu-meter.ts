import { callAdmin } from '../server/admin/admin-client.js';

/**
 * CPU time, not wall time: on a machine shared with other work a latency says how busy the
 * machine was; the CPU a phase cost says what the simulated users and the server need.
 */
export interface CpuSpent {
  /** This process's CPU time (ms). */
  readonly simMs: number;
  /** The server's (GET /admin/process); null when it would not say (not on loopback and no ADMIN_TOKEN, or a node killed meanwhile). */
  readonly serverMs: number | null;
}

const US_PER_MS = 1_000;

async function serverCpuUs(baseUrl: string): Promise<number | null> {
  const answer = await callAdmin({ baseUrl, token: process.env.ADMIN_TOKEN }, 'GET', '/process');
  return answer.ok && typeof answer.data.cpu_us === 'number' ? answer.data.cpu_us : null;
}

/** Reads this process's and the server's CPU time now; the returned function reads them again and gives the difference. */
export async function startCpuMeter(baseUrl: string): Promise<() => Promise<CpuSpent>> {
  const serverBefore = await serverCpuUs(baseUrl);
  const simBefore = process.cpuUsage();
  return async () => {
    const sim = process.cpuUsage(simBefore);
    const serverAfter = await serverCpuUs(baseUrl);
    return {
      simMs: (sim.user + sim.system) / US_PER_MS,
      serverMs: serverBefore === null || serverAfter === null ? null : (serverAfter - serverBefore) / US_PER_MS,
    };
  };
}
