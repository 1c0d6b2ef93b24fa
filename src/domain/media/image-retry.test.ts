import { describe, expect, it } from 'vitest';
import { imageRetryDelay } from './image-retry';

describe('imageRetryDelay', () => {
  it('retries after the first and second failures at 500 ms', () => {
    expect(imageRetryDelay(1)).toBe(500);
    expect(imageRetryDelay(2)).toBe(500);
  });
  it('gives up after the third failure', () => {
    expect(imageRetryDelay(3)).toBeNull();
  });
  it('does not retry before anything failed', () => {
    expect(imageRetryDelay(0)).toBeNull();
  });
});
