import { describe, expect, it } from 'vitest';
import { distanceFromEnd, estimateRowHeight, followsAppend, HISTORY_VIEWING_THRESHOLD_PX, isViewingHistory, listChange, LOAD_OLDER_EDGE_PX, shouldLoadOlder } from './chat-scroll';

const at = (fromEnd: number) => ({ scrollTop: 5_000 - 600 - fromEnd, scrollHeight: 5_000, clientHeight: 600 });

describe('chat scroll rules', () => {
  it('measures the distance from the bottom of the view to the end of the list', () => {
    expect(distanceFromEnd(at(0))).toBe(0);
    expect(distanceFromEnd(at(321))).toBe(321);
  });

  it('never reports a negative distance when the browser overscrolls', () => {
    expect(distanceFromEnd({ scrollTop: 4_500, scrollHeight: 5_000, clientHeight: 600 })).toBe(0);
  });

  it('says history is being viewed only beyond the 200 px threshold', () => {
    expect(isViewingHistory(at(HISTORY_VIEWING_THRESHOLD_PX))).toBe(false);
    expect(isViewingHistory(at(HISTORY_VIEWING_THRESHOLD_PX + 1))).toBe(true);
  });

  it('tells the first load, a prepend, an append and no change apart', () => {
    expect(listChange({ first: null, last: null }, { first: 'a', last: 'c' })).toBe('initial');
    expect(listChange({ first: 'b', last: 'c' }, { first: 'a', last: 'c' })).toBe('prepend');
    expect(listChange({ first: 'a', last: 'c' }, { first: 'a', last: 'd' })).toBe('append');
    expect(listChange({ first: 'b', last: 'c' }, { first: 'a', last: 'd' })).toBe('both');
    expect(listChange({ first: 'a', last: 'c' }, { first: 'a', last: 'c' })).toBe('same');
    expect(listChange({ first: null, last: null }, { first: null, last: null })).toBe('same');
  });

  it('follows new messages unless the reader is in history, and always follows their own', () => {
    expect(followsAppend(false, false)).toBe(true);
    expect(followsAppend(true, false)).toBe(false);
    expect(followsAppend(true, true)).toBe(true);
  });

  it('asks for older messages near the top only when more exist and none are loading', () => {
    expect(shouldLoadOlder(LOAD_OLDER_EDGE_PX, true, false)).toBe(true);
    expect(shouldLoadOlder(LOAD_OLDER_EDGE_PX + 1, true, false)).toBe(false);
    expect(shouldLoadOlder(0, false, false)).toBe(false);
    expect(shouldLoadOlder(0, true, true)).toBe(false);
  });
});

describe('row height estimates', () => {
  const text = (length: number) => ({ kind: 'message' as const, content: { kind: 'text', content: 'x'.repeat(length) } });

  it('grows a text row by whole lines and never shrinks it with more text', () => {
    let previous = 0;
    for (let length = 0; length <= 400; length += 7) {
      const height = estimateRowHeight(text(length));
      expect(height).toBeGreaterThanOrEqual(previous);
      previous = height;
    }
    expect(estimateRowHeight(text(0))).toBe(estimateRowHeight(text(1)));
    expect(estimateRowHeight(text(200))).toBeGreaterThan(estimateRowHeight(text(20)));
  });

  it('gives separators, the header and media their own sizes, and unknown rows one line', () => {
    expect(estimateRowHeight({ kind: 'time' })).toBeLessThan(estimateRowHeight({ kind: 'header' }));
    expect(estimateRowHeight({ kind: 'message', content: { kind: 'image' } })).toBeGreaterThan(estimateRowHeight(text(10)));
    expect(estimateRowHeight(undefined)).toBe(estimateRowHeight(text(10)));
  });
});
