import { describe, expect, it } from 'vitest';
import { startsVp8KeyFrame } from './vp8-key-frame';

const hex = (text: string) => Uint8Array.from(Buffer.from(text, 'hex'));

describe('startsVp8KeyFrame', () => {
  it('finds a key frame behind a 15-bit picture id (what Chromium sends)', () => {
    expect(startsVp8KeyFrame(hex('90809733f066'))).toBe(true);
  });

  it('says no for an inter frame and for a packet that continues a partition', () => {
    expect(startsVp8KeyFrame(hex('908097345124'))).toBe(false);
    expect(startsVp8KeyFrame(hex('80809733f066'))).toBe(false);
  });

  it('reads a descriptor without extensions', () => {
    expect(startsVp8KeyFrame(hex('10f0aa'))).toBe(true);
    expect(startsVp8KeyFrame(hex('1051aa'))).toBe(false);
  });

  it('never reads past a short packet', () => {
    expect(startsVp8KeyFrame(hex('90'))).toBe(false);
  });
});
