import { describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '../../src/application/contracts/live/live-event.js';
import { CallSilence } from './call-silence.js';
import type { LiveDeps } from './live-deps.js';
import type { LiveMediaPort } from './live-media-port.js';

const status = new Map<number, 'live' | 'away' | 'ended'>();
vi.mock('./live-queries.js', () => ({ findRoom: async (_db: unknown, id: number) => (status.has(id) ? { id, status: status.get(id) } : undefined) }));
const { followHostMedia } = await import('./host-media-notices.js');

/** A room's host media going down and up, and what the room hears. */
function harness(silence = new CallSilence()) {
  let tell: (liveId: string, state: 'up' | 'down') => void = () => undefined;
  const heard: LiveEvent[] = [];
  const media = { onHostState: (listener: typeof tell) => ((tell = listener), () => undefined) } as unknown as LiveMediaPort;
  const deps = {
    media,
    db: {},
    log: { warn: () => undefined },
    realtime: { publisher: { publishToRoom: async (_room: string, event: LiveEvent) => void heard.push(event) } },
  } as unknown as LiveDeps;
  followHostMedia(deps, silence);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { heard, settle, host: (state: 'up' | 'down') => tell('7', state) };
}

describe("the host's network drop", () => {
  it("pauses the room with a notice and resumes it when the host's media is back; the first 'up' is no news", async () => {
    status.set(7, 'live');
    const h = harness();
    h.host('up');
    h.host('down');
    await h.settle();
    h.host('up');
    await h.settle();
    expect(h.heard.map((event) => event.event)).toEqual(['paused', 'resumed']);
  });

  it('says nothing while the host is away in a private call (its silence is on purpose), nor when it comes back up', async () => {
    status.set(7, 'away');
    const h = harness();
    h.host('down');
    await h.settle();
    status.set(7, 'live');
    h.host('up');
    await h.settle();
    expect(h.heard).toEqual([]);
  });

  it('says nothing when the silence of a private call is told just after the call ended and the room said the host is back', async () => {
    status.set(7, 'live');
    const silence = new CallSilence();
    silence.cameBack(7);
    const h = harness(silence);
    h.host('up');
    h.host('down');
    await h.settle();
    expect(h.heard).toEqual([]);
    // Another room's drop is still a drop.
    status.set(8, 'live');
    expect(silence.isTheCalls(8)).toBe(false);
  });
});
