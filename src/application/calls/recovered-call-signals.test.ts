import { describe, expect, it } from 'vitest';
import { endOf, ringOf } from './call-signals.test-kit';
import { orderRecoveredSignals } from './recovered-call-signals';

const NONE: ReadonlySet<number> = new Set();
const steps = (...args: Parameters<typeof orderRecoveredSignals>) =>
  orderRecoveredSignals(...args).map(({ signal, silent }) => `${signal.event} ${signal.room_id}${silent ? ' silent' : ''}`);

describe('orderRecoveredSignals', () => {
  it('rings for a call the server says is ringing', () => {
    expect(steps([ringOf(5)], [], NONE)).toEqual(['ring 5']);
  });

  it('rings once when the push of the same ring arrived beside the answer', () => {
    expect(steps([ringOf(5)], [ringOf(5)], NONE)).toEqual(['ring 5']);
  });

  it('makes the ring of a call that ended while away silent, before its end', () => {
    expect(steps([ringOf(5), endOf(5)], [], NONE)).toEqual(['ring 5 silent', 'ended 5']);
  });

  it('makes a queued ring silent when its queued end follows it, and takes the end once', () => {
    expect(steps([ringOf(5), endOf(5)], [ringOf(5), endOf(5)], NONE)).toEqual(['ring 5 silent', 'ended 5']);
  });

  it('puts the ring first when the end was pushed while the answer still said ringing', () => {
    expect(steps([ringOf(5)], [endOf(5)], NONE)).toEqual(['ring 5 silent', 'ended 5']);
  });

  it('puts the ring first when an end arrived before its ring', () => {
    expect(steps([], [endOf(5), ringOf(5)], NONE)).toEqual(['ring 5 silent', 'ended 5']);
  });

  it('drops a call whose end this device already showed', () => {
    expect(steps([ringOf(5), endOf(5)], [], new Set([5]))).toEqual([]);
  });

  it('keeps a later call ringing after an earlier one that ended', () => {
    expect(steps([ringOf(6)], [ringOf(5), endOf(5), ringOf(6)], NONE)).toEqual(['ring 6', 'ring 5 silent', 'ended 5']);
  });

  it('passes an end without a ring on (the call store ignores rooms it does not know)', () => {
    expect(steps([], [endOf(5)], NONE)).toEqual(['ended 5']);
  });
});
