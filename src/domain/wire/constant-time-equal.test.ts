import { describe, expect, it } from 'vitest';
import { constantTimeEqual } from './constant-time-equal';

describe('constantTimeEqual', () => {
  it('is true only for identical strings', () => {
    expect([constantTimeEqual('abc', 'abc'), constantTimeEqual('abc', 'abd'), constantTimeEqual('abc', 'ab'), constantTimeEqual('', '')]).toEqual([
      true,
      false,
      false,
      true,
    ]);
  });
});
