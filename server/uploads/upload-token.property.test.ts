import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amzDate, parseAmzDate } from './sigv4.js';
import { isUploadToken, isWithinUploadWindow, UPLOAD_DATE_TOLERANCE_MS, uploadToken } from './upload-token.js';

const SECOND = 1_000;
const time = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2200, 0, 1) });

describe('upload tickets (properties)', () => {
  it('reads back every amz date it writes, to the second', () => {
    fc.assert(
      fc.property(time, (ms) => {
        expect(parseAmzDate(amzDate(ms))).toBe(Math.floor(ms / SECOND) * SECOND);
      }),
    );
  });

  it('accepts a ticket exactly within ± 5 minutes of its date and refuses it a millisecond beyond', () => {
    fc.assert(
      fc.property(time, fc.integer({ min: -UPLOAD_DATE_TOLERANCE_MS, max: UPLOAD_DATE_TOLERANCE_MS }), fc.integer({ min: 1, max: 10 * UPLOAD_DATE_TOLERANCE_MS }), (issued, inside, beyond) => {
        expect(isWithinUploadWindow(issued, issued + inside)).toBe(true);
        expect(isWithinUploadWindow(issued, issued + UPLOAD_DATE_TOLERANCE_MS + beyond)).toBe(false);
        expect(isWithinUploadWindow(issued, issued - UPLOAD_DATE_TOLERANCE_MS - beyond)).toBe(false);
      }),
    );
  });

  it('refuses an unreadable date', () => {
    expect(isWithinUploadWindow(parseAmzDate('Mon, 01 Jan 2025 00:00:00 GMT'), Date.UTC(2025, 0, 1))).toBe(false);
  });

  it('binds a token to its path and date: any other path or date fails', () => {
    const key = Buffer.alloc(32, 3);
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9/]{1,40}$/), fc.stringMatching(/^[a-z0-9/]{1,40}$/), time, time, (path, otherPath, date, otherDate) => {
        const token = uploadToken(key, path, amzDate(date));
        expect(isUploadToken(key, path, amzDate(date), token)).toBe(true);
        if (otherPath !== path) expect(isUploadToken(key, otherPath, amzDate(date), token)).toBe(false);
        if (amzDate(otherDate) !== amzDate(date)) expect(isUploadToken(key, path, amzDate(otherDate), token)).toBe(false);
      }),
    );
  });
});
