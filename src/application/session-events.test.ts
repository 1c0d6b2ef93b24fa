import { describe, expect, it } from 'vitest';
import { createSessionEvents, type SessionEvent } from './session-events';

function recorded() {
  const events = createSessionEvents();
  const seen: SessionEvent[] = [];
  events.events$.subscribe((event) => seen.push(event));
  return { events, seen };
}

describe('session events', () => {
  it('passes logout, reload and toast events through in order', () => {
    const { events, seen } = recorded();
    events.emit({ type: 'toast', msg: 'a' });
    events.emit({ type: 'reload', msg: 'b' });
    events.emit({ type: 'logout', reason: 'unauthorized', msg: 'c', token: null });
    expect(seen.map((e) => e.type)).toEqual(['toast', 'reload', 'logout']);
  });
});
