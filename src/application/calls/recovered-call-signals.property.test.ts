import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CallSignal } from '../contracts/call/call-signal';
import { endOf, ringOf } from './call-signals.test-kit';
import { orderRecoveredSignals } from './recovered-call-signals';

const ROOMS = [1, 2, 3, 4];
const signalArb = fc.tuple(fc.constantFrom(...ROOMS), fc.boolean()).map(([room, ring]): CallSignal => (ring ? ringOf(room) : endOf(room)));
const listArb = fc.array(signalArb, { maxLength: 8 });
const shownArb = fc.subarray(ROOMS).map((rooms) => new Set(rooms));

describe('orderRecoveredSignals (property)', () => {
  it('takes each ring and each end at most once, never one of a call whose end was shown, and a ring before its end', () => {
    fc.assert(
      fc.property(listArb, listArb, shownArb, (fromServer, held, shown) => {
        const out = orderRecoveredSignals(fromServer, held, shown);
        const keys = out.map(({ signal }) => `${signal.event}:${signal.room_id}`);
        expect(new Set(keys).size).toBe(keys.length);
        expect(out.every(({ signal }) => !shown.has(signal.room_id))).toBe(true);
        for (const room of ROOMS) {
          const ring = keys.indexOf(`ring:${room}`);
          const end = keys.indexOf(`ended:${room}`);
          if (ring >= 0 && end >= 0) expect(ring).toBeLessThan(end);
        }
      }),
    );
  });

  it('rings (not silently) exactly the calls that have a ring, no end, and no end shown', () => {
    fc.assert(
      fc.property(listArb, listArb, shownArb, (fromServer, held, shown) => {
        const all = [...fromServer, ...held];
        const expected = ROOMS.filter(
          (room) => !shown.has(room) && all.some((s) => s.room_id === room && s.event === 'ring') && !all.some((s) => s.room_id === room && s.event === 'ended'),
        );
        const rung = orderRecoveredSignals(fromServer, held, shown).filter(({ signal, silent }) => signal.event === 'ring' && !silent).map(({ signal }) => signal.room_id);
        expect([...rung].sort()).toEqual(expected);
      }),
    );
  });
});
