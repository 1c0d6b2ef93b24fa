import { describe, expect, it } from 'vitest';
import { affordableMinutes, callCharge, minuteDue } from './call-charge';

const FREE = 30;
const PRICE = 60;

describe('callCharge', () => {
  it('charges nothing for a call that never connected', () => {
    expect(callCharge(0, FREE, PRICE)).toBe(0);
  });
  it('charges nothing up to and including the last free second', () => {
    expect(callCharge(FREE - 1, FREE, PRICE)).toBe(0);
    expect(callCharge(FREE, FREE, PRICE)).toBe(0);
  });
  it('charges a whole minute for the first second past the free period', () => {
    expect(callCharge(FREE + 1, FREE, PRICE)).toBe(PRICE);
  });
  it('still charges one minute at exactly sixty seconds past the free period', () => {
    expect(callCharge(FREE + 60, FREE, PRICE)).toBe(PRICE);
  });
  it('starts the second minute at sixty-one seconds past the free period', () => {
    expect(callCharge(FREE + 61, FREE, PRICE)).toBe(2 * PRICE);
  });
  it('bills from the first second when there is no free period', () => {
    expect(callCharge(1, 0, PRICE)).toBe(PRICE);
  });
  it('treats negative or NaN input as zero instead of throwing', () => {
    expect(callCharge(-100, FREE, PRICE)).toBe(0);
    expect(callCharge(Number.NaN, FREE, PRICE)).toBe(0);
    expect(callCharge(FREE + 1, Number.NaN, PRICE)).toBe(PRICE);
    expect(callCharge(FREE + 1, -5, PRICE)).toBe(PRICE);
    expect(callCharge(FREE + 1, FREE, -1)).toBe(0);
    expect(callCharge(FREE + 1, FREE, Number.NaN)).toBe(0);
  });
  it('charges a fractional price per minute as its whole part', () => {
    expect(callCharge(FREE + 1, FREE, 9.9)).toBe(9);
  });
});

describe('minuteDue', () => {
  it('counts the minute index that has started, charging each minute at its start', () => {
    expect([FREE, FREE + 1, FREE + 60, FREE + 61, FREE + 120, FREE + 121].map((t) => minuteDue(t, FREE)))
      .toEqual([0, 1, 1, 2, 2, 3]);
  });
  it('counts a started fraction of a second as a started minute', () => {
    expect(minuteDue(FREE + 0.5, FREE)).toBe(1);
  });
});

describe('affordableMinutes', () => {
  it('counts whole minutes only', () => {
    expect(affordableMinutes(119, 60)).toBe(1);
    expect(affordableMinutes(120, 60)).toBe(2);
  });
  it('answers zero for a zero or bad price rather than Infinity', () => {
    expect(affordableMinutes(100, 0)).toBe(0);
    expect(affordableMinutes(100, Number.NaN)).toBe(0);
  });
});
