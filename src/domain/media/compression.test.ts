import { describe, expect, it } from 'vitest';
import { compressionQuality } from './compression';

describe('compressionQuality', () => {
  it('keeps exactly 500,000 bytes in the 0.8 band and moves 500,001 to 0.7', () => {
    expect(compressionQuality(500_000)).toBe(0.8);
    expect(compressionQuality(500_001)).toBe(0.7);
  });
  it('keeps exactly 1,000,000 bytes in the 0.7 band and moves 1,000,001 to 0.5', () => {
    expect(compressionQuality(1_000_000)).toBe(0.7);
    expect(compressionQuality(1_000_001)).toBe(0.5);
  });
  it('keeps exactly 2,000,000 bytes in the 0.5 band and moves 2,000,001 to 0.4', () => {
    expect(compressionQuality(2_000_000)).toBe(0.5);
    expect(compressionQuality(2_000_001)).toBe(0.4);
  });
  it('uses 0.8 for an empty file and 0.4 for a huge one', () => {
    expect(compressionQuality(0)).toBe(0.8);
    expect(compressionQuality(50_000_000)).toBe(0.4);
  });
});
