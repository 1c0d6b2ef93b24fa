import { describe, expect, it } from 'vitest';
import { containerSeconds } from './container-duration';

/** A WebM start: EBML header, a Segment of unknown size, then Info with TimecodeScale and (when given) Duration. */
function webm(durationTicks: number | null, scaleNs = 1_000_000): Buffer {
  const scale = Buffer.from([0x2a, 0xd7, 0xb1, 0x83, (scaleNs >> 16) & 0xff, (scaleNs >> 8) & 0xff, scaleNs & 0xff]);
  const duration = durationTicks === null ? Buffer.alloc(0) : Buffer.concat([Buffer.from([0x44, 0x89, 0x88]), Buffer.alloc(8)]);
  if (durationTicks !== null) duration.writeDoubleBE(durationTicks, 3);
  const body = Buffer.concat([scale, duration]);
  return Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80]),
    Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
    Buffer.from([0x15, 0x49, 0xa9, 0x66, 0x80 | body.length]),
    body,
    Buffer.from([0x16, 0x54, 0xae, 0x6b, 0x80]),
  ]);
}

/** An MP4 start: ftyp, then moov with a version-0 mvhd. */
function mp4(timescale: number, duration: number): Buffer {
  const mvhd = Buffer.alloc(8 + 100);
  mvhd.writeUInt32BE(mvhd.length, 0);
  mvhd.write('mvhd', 4, 'ascii');
  mvhd.writeUInt32BE(timescale, 8 + 12);
  mvhd.writeUInt32BE(duration, 8 + 16);
  const moov = Buffer.concat([Buffer.from([0, 0, 0, 8 + mvhd.length]), Buffer.from('moov'), mvhd]);
  return Buffer.concat([Buffer.from([0, 0, 0, 16]), Buffer.from('ftypisom'), Buffer.alloc(4), moov]);
}

describe('containerSeconds', () => {
  it('reads a WebM Duration at its TimecodeScale', () => {
    expect(containerSeconds(webm(16_000))).toBe(16);
    expect(containerSeconds(webm(3_500))).toBe(3.5);
    expect(containerSeconds(webm(160_000, 100_000))).toBe(16);
  });

  it('reads an MP4 movie header', () => {
    expect(containerSeconds(mp4(1000, 14_500))).toBe(14.5);
    expect(containerSeconds(mp4(600, 600 * 20))).toBe(20);
  });

  it('says nothing when the header does not (a recorder\'s live WebM, an MP4 whose moov comes later, not a video)', () => {
    expect(containerSeconds(webm(null))).toBeNull();
    expect(containerSeconds(mp4(1000, 0xffffffff))).toBeNull();
    expect(containerSeconds(Buffer.from([0, 0, 0, 16, ...Buffer.from('ftypisom'), 0, 0, 0, 0]))).toBeNull();
    expect(containerSeconds(Buffer.from('not a video'))).toBeNull();
  });
});
