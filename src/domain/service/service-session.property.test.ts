import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isServiceSessionOpen, nextServiceStatus, type ServiceEvent, type ServiceStatus } from './service-session';

const STATUSES: readonly ServiceStatus[] = ['assistant', 'queued', 'human', 'closed', 'rated'];
const EVENTS: readonly ServiceEvent[] = ['handoff', 'operator-reply', 'close', 'rate'];

/** Runs events from a new session, ignoring those that do not apply, as the server does. */
function run(events: readonly ServiceEvent[]): ServiceStatus[] {
  const seen: ServiceStatus[] = ['assistant'];
  for (const event of events) {
    const next = nextServiceStatus(seen.at(-1) ?? 'assistant', event);
    if (next !== null) seen.push(next);
  }
  return seen;
}

describe('customer-service session', () => {
  it('goes from unrated to rated only after it closed, and is rated at most once', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...EVENTS), { maxLength: 30 }), (events) => {
        const seen = run(events);
        const rated = seen.indexOf('rated');
        expect(seen.filter((s) => s === 'rated').length).toBeLessThanOrEqual(1);
        if (rated !== -1) expect(seen[rated - 1]).toBe('closed');
      }),
    );
  });

  it('reaches a person only through the queue, and nothing reopens an ended session', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...EVENTS), { maxLength: 30 }), (events) => {
        const seen = run(events);
        const human = seen.indexOf('human');
        if (human !== -1) expect(seen.slice(0, human)).toContain('queued');
        const ended = seen.findIndex((s) => !isServiceSessionOpen(s));
        if (ended !== -1) expect(seen.slice(ended).every((s) => !isServiceSessionOpen(s))).toBe(true);
      }),
    );
  });

  it('keeps every status of the table, open or not', () => {
    expect(STATUSES.filter(isServiceSessionOpen)).toEqual(['assistant', 'queued', 'human']);
    expect(nextServiceStatus('assistant', 'operator-reply')).toBeNull();
  });

});
