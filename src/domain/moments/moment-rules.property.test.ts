import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MOMENT_MAX_PHOTOS, MOMENT_MAX_VIDEO_SECONDS, MOMENT_POST_PRICE, MOMENT_STATUS, MOMENT_TEXT_MAX, momentDraftProblem, momentPostPrice, momentVisibleTo, reviewedStatus } from './moment-rules';

const photo = { kind: 'image' as const };
const video = (duration: number, cover = 'cover.jpg') => ({ kind: 'video' as const, duration, cover });

describe('moment drafts (properties)', () => {
  it('take text with up to 9 photos, and refuse a 10th', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 20 }), (photos) => {
      const problem = momentDraftProblem('hello', Array.from({ length: photos }, () => photo));
      expect(problem).toBe(photos <= MOMENT_MAX_PHOTOS ? null : 'MOMENT.TOO_MANY_PHOTOS');
    }));
  });
  it('take one video of at most 15 s with a cover, alone', () => {
    fc.assert(fc.property(fc.double({ min: 0.1, max: 60, noNaN: true }), fc.integer({ min: 0, max: 3 }), (seconds, photos) => {
      const problem = momentDraftProblem('', [video(seconds), ...Array.from({ length: photos }, () => photo)]);
      if (photos > 0) expect(problem).toBe('MOMENT.MIXED_MEDIA');
      else expect(problem).toBe(seconds <= MOMENT_MAX_VIDEO_SECONDS ? null : 'MOMENT.VIDEO_TOO_LONG');
    }));
    expect(momentDraftProblem('', [video(5, '')])).toBe('MOMENT.VIDEO_WITHOUT_COVER');
    expect(momentDraftProblem('', [video(5), video(5)])).toBe('MOMENT.MIXED_MEDIA');
  });
  it('refuse an empty draft and text longer than the limit', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 2 * MOMENT_TEXT_MAX }), (length) => {
      expect(momentDraftProblem('a'.repeat(length), [])).toBe(length <= MOMENT_TEXT_MAX ? null : 'MOMENT.TEXT_TOO_LONG');
    }));
    expect(momentDraftProblem('   ', [])).toBe('MOMENT.EMPTY');
  });
});

describe('moment rules (properties)', () => {
  it('charge a non-VIP the price and a VIP nothing', () => {
    fc.assert(fc.property(fc.boolean(), (isVip) => {
      expect(momentPostPrice(isVip)).toBe(isVip ? 0 : MOMENT_POST_PRICE);
    }));
  });
  it('show a passed moment to everyone and the others only to their author, never a deleted one', () => {
    const statuses = Object.values(MOMENT_STATUS);
    fc.assert(fc.property(fc.constantFrom(...statuses), fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 }), (status, author, viewer) => {
      const visible = momentVisibleTo({ uid: author, status }, viewer);
      if (status === MOMENT_STATUS.passed) expect(visible).toBe(true);
      else if (status < 0) expect(visible).toBe(false);
      else expect(visible).toBe(author === viewer);
    }));
  });
  it('review only a moment under review', () => {
    fc.assert(fc.property(fc.constantFrom(...Object.values(MOMENT_STATUS)), fc.constantFrom('pass' as const, 'reject' as const), (status, verdict) => {
      const next = reviewedStatus(status, verdict);
      if (status !== MOMENT_STATUS.underReview) expect(next).toBeNull();
      else expect(next).toBe(verdict === 'pass' ? MOMENT_STATUS.passed : MOMENT_STATUS.rejected);
    }));
  });
});
