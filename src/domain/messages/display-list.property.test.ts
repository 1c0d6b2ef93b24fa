import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MSG_STATUS } from '../constants';
import { buildDisplayList } from './display-list';

const gaps = fc.array(fc.integer({ min: 0, max: 1_000 }), { maxLength: 30 });
const fromGaps = (g: readonly number[]) => {
  let t = 0;
  return g.map((d) => ({ mtime: (t += d), msg_status: MSG_STATUS.ok }));
};
const separators = (messages: ReturnType<typeof fromGaps>, gapMs: number) =>
  buildDisplayList(messages, { hasMoreHistory: true, gapMs }).filter((i) => i.kind === 'time').length;

describe('time separator properties', () => {
  it('never shows more separators for a larger threshold', () => {
    fc.assert(fc.property(gaps, fc.integer({ min: 1, max: 1_000 }), fc.integer({ min: 0, max: 1_000 }), (g, gap, extra) => {
      expect(separators(fromGaps(g), gap + extra)).toBeLessThanOrEqual(separators(fromGaps(g), gap));
    }));
  });
  it('never loses a separator when a gap between messages widens', () => {
    fc.assert(fc.property(gaps, fc.nat(), fc.integer({ min: 0, max: 1_000 }), fc.integer({ min: 1, max: 1_000 }), (g, index, widen, gap) => {
      const wider = g.map((d, i) => (i === index % Math.max(g.length, 1) ? d + widen : d));
      expect(separators(fromGaps(wider), gap)).toBeGreaterThanOrEqual(separators(fromGaps(g), gap));
    }));
  });
  it('shows one separator at least and at most one per message, and every message once', () => {
    fc.assert(fc.property(gaps, fc.integer({ min: 1, max: 1_000 }), (g, gap) => {
      const messages = fromGaps(g);
      const items = buildDisplayList(messages, { hasMoreHistory: true, gapMs: gap });
      const count = separators(messages, gap);
      expect(count).toBeGreaterThanOrEqual(Math.min(1, messages.length));
      expect(count).toBeLessThanOrEqual(messages.length);
      expect(items.filter((i) => i.kind === 'message')).toHaveLength(messages.length);
      expect(items[0]?.kind ?? 'time').toBe('time');
    }));
  });
});
