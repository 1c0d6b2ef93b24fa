import { describe, expect, it } from 'vitest';
import { ManualTime } from '../calls/manual-time.js';
import type { Leases } from './leases.js';
import { runWhileLeaseHeld } from './while-lease-held.js';

const CHECK_MS = 5_000;

/** A lease store two nodes share, whose holder a test can take away (a lapse, a Redis failover). */
function sharedLeases(): { nodeLeases: (node: string) => Leases; holder: () => string | null; release: () => void } {
  let holder: string | null = null;
  return {
    nodeLeases: (node) => ({ hold: async () => (holder ??= node) === node }),
    holder: () => holder,
    release: () => { holder = null; },
  };
}

function service(events: string[], node: string) {
  return async () => {
    events.push(`${node} started`);
    return async () => void events.push(`${node} stopped`);
  };
}

describe('a service that runs on the one node holding its lease', () => {
  it('runs on the first node to take the lease only, and moves to the other when that one loses it', async () => {
    const time = new ManualTime(0);
    const shared = sharedLeases();
    const events: string[] = [];
    const holding = (node: string) => ({ leases: shared.nodeLeases(node), name: 'demo-lives', checkMs: CHECK_MS, scheduler: time, clock: time, onError: (error: unknown) => { throw error; } });
    const stopA = await runWhileLeaseHeld(holding('A'), service(events, 'A'));
    const stopB = await runWhileLeaseHeld(holding('B'), service(events, 'B'));
    await time.advanceBy(3 * CHECK_MS);
    expect(events).toEqual(['A started']);

    // A's lease lapsed and B took it before A renewed: A stops at its next check, B starts at its.
    shared.release();
    await shared.nodeLeases('B').hold('demo-lives', 1);
    await time.advanceBy(CHECK_MS);
    expect(events).toEqual(['A started', 'A stopped', 'B started']);

    await stopA();
    await stopB();
    expect(events).toEqual(['A started', 'A stopped', 'B started', 'B stopped']);
    await time.advanceBy(3 * CHECK_MS);
    expect(events).toHaveLength(4);
  });

  it('starts at once in one process, where the lease is always held, and neither starts nor stops while the lease store is out of reach', async () => {
    const time = new ManualTime(0);
    const events: string[] = [];
    const errors: unknown[] = [];
    let reachable = true;
    const leases: Leases = { hold: async () => { if (!reachable) throw new Error('redis down'); return true; } };
    const stop = await runWhileLeaseHeld({ leases, name: 'demo-lives', checkMs: CHECK_MS, scheduler: time, clock: time, onError: (error) => void errors.push(error) }, service(events, 'A'));
    expect(events).toEqual(['A started']);
    reachable = false;
    await time.advanceBy(2 * CHECK_MS);
    expect(events).toEqual(['A started']);
    expect(errors).toHaveLength(2);
    await stop();
    expect(events).toEqual(['A started', 'A stopped']);
  });
});
