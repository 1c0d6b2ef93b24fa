import { describe, expect, it } from 'vitest';
import { toCallEndReason } from './call-codes';

describe('toCallEndReason', () => {
  it("accepts the eight spec reasons and Glint's spending-limit reason (9), nothing around them", () => {
    expect([0, 1, 8, 9, 10, -1, 2.5].map(toCallEndReason)).toEqual([null, 1, 8, 9, null, null, null]);
  });
});
