import { Mp3Encoder } from '@breezystack/lamejs';
import { describe, expect, it } from 'vitest';
import { encodeMp3 } from './mp3-encode';
import { downmix, resample, toInt16 } from './resample';

const lame = (channels: number, rate: number, kbps: number) => new Mp3Encoder(channels, rate, kbps);

/** A sine tone of `seconds` at `rate`, amplitude 0.5. */
function tone(seconds: number, rate: number, hz = 440): Float32Array {
  return Float32Array.from({ length: Math.round(seconds * rate) }, (_, i) => 0.5 * Math.sin((2 * Math.PI * hz * i) / rate));
}

/** MPEG-2 layer III tables for the fields we check. */
const BITRATES_KBPS_MPEG2_L3 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const SAMPLE_RATES_MPEG2 = [22_050, 24_000, 16_000];
const SAMPLES_PER_FRAME_MPEG2_L3 = 576;

/** Walks the mp3's frames from the start; every header must be valid or this throws. */
function frames(bytes: Uint8Array): { count: number; bitrates: Set<number>; rates: Set<number> } {
  let offset = 0;
  let count = 0;
  const bitrates = new Set<number>();
  const rates = new Set<number>();
  while (offset + 4 <= bytes.length) {
    const [b0, b1, b2] = [bytes[offset]!, bytes[offset + 1]!, bytes[offset + 2]!];
    if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) throw new Error(`no frame sync at ${offset}`);
    if ((b1 & 0x18) !== 0x10) throw new Error('not MPEG-2');
    if ((b1 & 0x06) !== 0x02) throw new Error('not layer III');
    const kbps = BITRATES_KBPS_MPEG2_L3[b2 >> 4]!;
    const rate = SAMPLE_RATES_MPEG2[(b2 >> 2) & 0x03]!;
    const padding = (b2 >> 1) & 0x01;
    bitrates.add(kbps);
    rates.add(rate);
    offset += Math.floor((72 * kbps * 1000) / rate) + padding;
    count += 1;
  }
  return { count, bitrates, rates };
}

describe('resample', () => {
  it('turns 48 kHz into a third as many samples at 16 kHz', () => {
    expect(resample(tone(1, 48_000), 48_000, 16_000)).toHaveLength(16_000);
  });

  it('keeps a constant signal constant when going down or up', () => {
    const flat = new Float32Array(4_410).fill(0.25);
    for (const out of [resample(flat, 44_100, 16_000), resample(flat, 8_000, 16_000)]) {
      expect(Math.max(...out)).toBeCloseTo(0.25, 6);
      expect(Math.min(...out)).toBeCloseTo(0.25, 6);
    }
  });

  it('returns the input untouched when the rates are equal', () => {
    const input = tone(0.1, 16_000);
    expect(resample(input, 16_000, 16_000)).toBe(input);
  });
});

describe('downmix and toInt16', () => {
  it('averages the channels', () => {
    expect(Array.from(downmix([Float32Array.of(1, 0), Float32Array.of(0, 0.5)]))).toEqual([0.5, 0.25]);
  });

  it('clips beyond ±1 to the 16-bit extremes', () => {
    expect(Array.from(toInt16(Float32Array.of(2, -2, 0)))).toEqual([32_767, -32_768, 0]);
  });
});

describe('encodeMp3', () => {
  it('writes valid MPEG-2 layer III frames at 16 kbps and 16 kHz from 48 kHz capture', () => {
    const samples = toInt16(resample(tone(3, 48_000), 48_000, 16_000));
    const mp3 = encodeMp3(samples, lame);
    const parsed = frames(mp3);
    expect([...parsed.bitrates]).toEqual([16]);
    expect([...parsed.rates]).toEqual([16_000]);
    // 3 s of audio; the encoder adds at most a couple of frames of padding (36 ms each).
    const seconds = (parsed.count * SAMPLES_PER_FRAME_MPEG2_L3) / 16_000;
    expect(seconds).toBeGreaterThanOrEqual(3);
    expect(seconds).toBeLessThan(3.2);
  });

  it('weighs about 2 kB per second at 16 kbps', () => {
    const mp3 = encodeMp3(toInt16(tone(5, 16_000)), lame);
    expect(mp3.length / 5).toBeGreaterThan(1_800);
    expect(mp3.length / 5).toBeLessThan(2_300);
  });

  it('encodes silence of under one frame without throwing', () => {
    expect(() => frames(encodeMp3(new Int16Array(100), lame))).not.toThrow();
  });
});
