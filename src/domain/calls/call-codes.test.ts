import { describe, expect, it } from 'vitest';
import { toCallEndReason } from './call-codes';

describe('toCallEndReason', () => {
  it("accepts the eight spec reasons and Glint's spending-limit (9) and maintenance (10) reasons, nothing around them", () => {
    expect([0, 1, 8, 9, 10, 11, -1, 2.5].map(toCallEndReason)).toEqual([null, 1, 8, 9, 10, null, null, null]);
  });
});
