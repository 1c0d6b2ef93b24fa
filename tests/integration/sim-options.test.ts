import { describe, expect, it } from 'vitest';
import { percentile } from '../../sim/metrics.js';
import { HUMAN_THINK, isLoopbackHost, parseSimArgs, SIM_MAX_DURATION_S, SIM_MAX_THINK_S, SIM_MAX_USERS } from '../../sim/options.js';

const DEFAULT_SEED = 7;
const parse = (...argv: string[]) => parseSimArgs(argv, DEFAULT_SEED);

describe('simulator command line', () => {
  it('runs 20 steady users for 30 s against the local server with the rotation gate when given nothing', () => {
    expect(parse()).toEqual({
      ok: true,
      options: { baseUrl: 'http://127.0.0.1:8080', users: 20, durationMs: 30_000, scenario: 'steady', seed: DEFAULT_SEED, think: HUMAN_THINK, rotationGate: true, loseReplies: 0 },
    });
  });

  it('reads every option', () => {
    const parsed = parse('--url', 'http://localhost:9000/', '--users', '3', '--duration', '4', '--scenario', 'churn', '--seed', '99', '--think', '0.5-2.5', '--no-rotation-gate', '--lose-replies', '0.1');
    expect(parsed).toEqual({
      ok: true,
      options: { baseUrl: 'http://localhost:9000', users: 3, durationMs: 4_000, scenario: 'churn', seed: 99, think: { minMs: 500, maxMs: 2_500 }, rotationGate: false, loseReplies: 0.1 },
    });
  });

  it('refuses a server that is not on loopback unless --allow-remote is given', () => {
    expect(parse('--url', 'http://example.com:8080')).toMatchObject({ ok: false, error: { code: 'SIM.REMOTE_REFUSED' } });
    expect(parse('--url', 'http://10.0.0.5:8080')).toMatchObject({ ok: false, error: { code: 'SIM.REMOTE_REFUSED' } });
    expect(parse('--url', 'https://example.com', '--allow-remote')).toMatchObject({ ok: true, options: { baseUrl: 'https://example.com' } });
  });

  it('keeps users and duration within their bounds and refuses anything else', () => {
    for (const users of ['0', String(SIM_MAX_USERS + 1), 'ten', '2.5', '-1']) expect(parse('--users', users)).toMatchObject({ ok: false, error: { code: 'SIM.USAGE' } });
    for (const duration of ['0', String(SIM_MAX_DURATION_S + 1), '1e3']) expect(parse('--duration', duration)).toMatchObject({ ok: false, error: { code: 'SIM.USAGE' } });
    expect(parse('--users', String(SIM_MAX_USERS), '--duration', String(SIM_MAX_DURATION_S))).toMatchObject({ ok: true });
  });

  it('takes a pause of MIN-MAX seconds, from none up to its bound, and refuses a reversed, open or unbounded one', () => {
    expect(parse('--think', '0-0')).toMatchObject({ ok: true, options: { think: { minMs: 0, maxMs: 0 } } });
    expect(parse('--think', `1-${SIM_MAX_THINK_S}`)).toMatchObject({ ok: true, options: { think: { minMs: 1_000, maxMs: SIM_MAX_THINK_S * 1_000 } } });
    for (const think of ['5', '5-', '-5', '30-10', `0-${SIM_MAX_THINK_S + 1}`, 'a-b', '1e1-2e1']) expect(parse('--think', think), think).toMatchObject({ ok: false, error: { code: 'SIM.USAGE' } });
  });

  it('refuses an unknown scenario, an unknown option, a non-http URL and a bad seed', () => {
    expect(parse('--scenario', 'storm')).toMatchObject({ ok: false, error: { code: 'SIM.USAGE' } });
    expect(parse('--userz', '3')).toMatchObject({ ok: false, error: { code: 'SIM.USAGE' } });
    expect(parse('--url', 'ftp://127.0.0.1')).toMatchObject({ ok: false, error: { code: 'SIM.USAGE' } });
    expect(parse('--url', 'not a url')).toMatchObject({ ok: false, error: { code: 'SIM.USAGE' } });
    expect(parse('--seed', 'x')).toMatchObject({ ok: false, error: { code: 'SIM.USAGE' } });
  });

  it('counts localhost, 127.0.0.0/8 and ::1 as loopback, and nothing else', () => {
    for (const host of ['localhost', 'app.localhost', '127.0.0.1', '127.1.2.3', '[::1]', '::1']) expect(isLoopbackHost(host)).toBe(true);
    for (const host of ['example.com', '10.0.0.1', '0.0.0.0', '128.0.0.1', '[::]', 'localhost.example.com', '127.0.0.1.nip.io']) expect(isLoopbackHost(host)).toBe(false);
  });
});

describe('simulator percentiles', () => {
  it('takes the nearest rank, and 0 of nothing', () => {
    const hundred = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(hundred, 0.5)).toBe(50);
    expect(percentile(hundred, 0.99)).toBe(99);
    expect(percentile([4], 0.99)).toBe(4);
    expect(percentile([], 0.5)).toBe(0);
  });
});
