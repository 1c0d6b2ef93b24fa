import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HUMAN_THINK, parseSimArgs, SIM_MAX_THINK_S } from '../../sim/options.js';
import { cpuPerUserSecondUs, REST_WINDOW_MS } from '../../sim/rest-window.js';
import { LONGEST_FIRST_ROUND } from '../../sim/schedule.js';
import { waitForProgress } from '../../sim/wait.js';

/*
 * The simulator's pace and its idle-cost figure: the numbers that decide whether a run of
 * 1,000 users fits in the machine's cores.
 */

describe('the think time', () => {
  it('reads any MIN-MAX in seconds (tenths too) as milliseconds, within the bound', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: SIM_MAX_THINK_S * 10 }), fc.integer({ min: 0, max: SIM_MAX_THINK_S * 10 }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const parsed = parseSimArgs(['--think', `${low / 10}-${high / 10}`], 1);
        expect(parsed).toMatchObject({ ok: true, options: { think: { minMs: low * 100, maxMs: high * 100 } } });
        if (low !== high) expect(parseSimArgs(['--think', `${high / 10}-${low / 10}`], 1)).toMatchObject({ ok: false });
      }),
    );
  });

  it("is a person's pace by default: 1,000 users ask for at most about 30 actions a second however fast each action is", () => {
    const meanPauseS = (HUMAN_THINK.minMs + HUMAN_THINK.maxMs) / 2 / 1_000;
    expect(1_000 / meanPauseS).toBeLessThanOrEqual(34);
    expect(parseSimArgs([], 1)).toMatchObject({ ok: true, options: { think: HUMAN_THINK } });
  });

  it('leaves a member a first round of every flow: nine actions (a paid card first, a declined one among the rest)', () => {
    expect(LONGEST_FIRST_ROUND).toBe(9);
  });
});

describe('CPU per user per second at rest', () => {
  it('halves with twice the users or twice the window, and is nothing for nobody', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 600_000 }), (cpuMs, users, windowMs) => {
        const figure = cpuPerUserSecondUs(cpuMs, users, windowMs);
        expect(cpuPerUserSecondUs(cpuMs, users * 2, windowMs)).toBeCloseTo(figure / 2, 6);
        expect(cpuPerUserSecondUs(cpuMs, users, windowMs * 2)).toBeCloseTo(figure / 2, 6);
        expect(cpuPerUserSecondUs(cpuMs, 0, windowMs)).toBe(0);
      }),
    );
  });

  it('reads 1 s of CPU over 1,000 users and the 10 s window as 100 µs each per second', () => {
    expect(cpuPerUserSecondUs(1_000, 1_000, REST_WINDOW_MS)).toBe(100);
  });
});

describe('the connect wait', () => {
  it('goes on while the count grows, however long that takes in all', async () => {
    let connected = 0;
    const growing = setInterval(() => (connected += 1), 25);
    // 40 to connect, one every 25 ms: a second in all, twice the 500 ms stall allowed.
    await expect(waitForProgress(() => connected, 40, 500)).resolves.toBe(true);
    clearInterval(growing);
  });

  it('gives up once the count stopped growing for the stall time', async () => {
    const started = Date.now();
    await expect(waitForProgress(() => 3, 10, 150)).resolves.toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
  });
});
