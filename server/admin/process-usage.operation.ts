import { defineAdminOperation } from './admin-operation.js';

/**
 * GET /admin/process: this server process's CPU time so far and its resident memory. A load
 * run on the same machine (`npm run sim`) reads it before and after a window to give the
 * server's CPU per connected user — the figure wall-clock latencies on a shared machine hide.
 */
export const processUsageOperation = () =>
  defineAdminOperation({ method: 'GET', path: '/process' }, async () => {
    const { user, system } = process.cpuUsage();
    return { pid: process.pid, cpu_us: user + system, rss_bytes: process.memoryUsage.rss() };
  });
