import { describe, expect, it } from 'vitest';
import { imageRetryDelay, resolveImageUrl } from './image-retry';

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

describe('resolveImageUrl', () => {
  it('prefixes a relative path with the original host', () => {
    expect(resolveImageUrl('img/a.jpg', 'https://cdn.example/')).toBe('https://cdn.example/img/a.jpg');
    expect(resolveImageUrl('/img/a.jpg', 'https://cdn.example')).toBe('https://cdn.example/img/a.jpg');
  });
  it('keeps absolute, protocol-relative, data and blob URLs', () => {
    for (const url of ['https://x/a.jpg', '//x/a.jpg', 'data:image/png;base64,AA', 'blob:https://x/1']) {
      expect(resolveImageUrl(url, 'https://cdn.example')).toBe(url);
    }
  });
});
