import { describe, expect, it } from 'vitest';
import { classifyResultCode } from './result-code';

describe('classifyResultCode', () => {
  it.each([
    [99, 'logout'],
    [-98, 'stop-taking'],
    [97, 'reload'],
    [1, 'success'],
    [2, 'success'],
    [0, 'rejected'],
    [-1, 'rejected'],
    [98, 'success'],
    [Number.NaN, 'rejected'],
  ])('reads ok %s as %s', (ok, kind) => {
    expect(classifyResultCode(ok)).toBe(kind);
  });
});
