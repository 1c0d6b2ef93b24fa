import { describe, expect, it } from 'vitest';
import { toCallEndReason } from './call-codes';

describe('toCallEndReason', () => {
  it('accepts the eight spec reasons and nothing around them', () => {
    expect([0, 1, 8, 9, -1, 2.5].map(toCallEndReason)).toEqual([null, 1, 8, null, null, null]);
  });
});
