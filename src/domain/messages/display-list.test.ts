import { describe, expect, it } from 'vitest';
import { MSG_STATUS, MSG_TYPE } from '../constants';
import { buildDisplayList, TIME_SEPARATOR_GAP_MS } from './display-list';

const at = (mtime: number, msg_status: number = MSG_STATUS.ok) => ({ mtime, msg_status });
const shape = (items: ReturnType<typeof buildDisplayList>) => items.map((i) => (i.kind === 'message' ? i.message.mtime : i.kind));

describe('buildDisplayList', () => {
  it('puts a separator before the first message and before one exactly at the gap, not one just under it', () => {
    const items = buildDisplayList([at(0), at(TIME_SEPARATOR_GAP_MS - 1), at(2 * TIME_SEPARATOR_GAP_MS - 1)], { hasMoreHistory: true });
    expect(shape(items)).toEqual(['time', 0, TIME_SEPARATOR_GAP_MS - 1, 'time', 2 * TIME_SEPARATOR_GAP_MS - 1]);
  });
  it('gives the separator the display-only type 1000 and the time of the message after it', () => {
    expect(buildDisplayList([at(42)], { hasMoreHistory: true })[0]).toEqual({ kind: 'time', msg_type: MSG_TYPE.timeSeparator, mtime: 42 });
  });
  it('measures the gap from the previous shown message, skipping hidden ones', () => {
    const items = buildDisplayList([at(0), at(TIME_SEPARATOR_GAP_MS - 10, MSG_STATUS.hidden), at(TIME_SEPARATOR_GAP_MS)], { hasMoreHistory: true });
    expect(shape(items)).toEqual(['time', 0, 'time', TIME_SEPARATOR_GAP_MS]);
  });
  it('adds the first-message header on top once no older history exists', () => {
    expect(buildDisplayList([at(1)], { hasMoreHistory: false })[0]).toEqual({ kind: 'header', msg_type: MSG_TYPE.firstMessageHeader });
    expect(shape(buildDisplayList([], { hasMoreHistory: false }))).toEqual(['header']);
  });
  it('gives an empty list for no messages while more history may exist', () => {
    expect(buildDisplayList([], { hasMoreHistory: true })).toEqual([]);
  });
});
