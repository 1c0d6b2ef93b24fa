import { describe, expect, it } from 'vitest';
import { isOwnMediaUrl } from './media-url';

const onDisk = { page: 'https://glint.example', storage: '' };
const inBucket = { page: 'https://glint.example', storage: 'https://cdn.example.com' };

describe('isOwnMediaUrl', () => {
  it('loads the server’s own uploads and stickers, on its disk or in its bucket', () => {
    expect(isOwnMediaUrl('/uploads/msg/2026/11/10000001/3f9a.jpg', onDisk)).toBe(true);
    expect(isOwnMediaUrl('/stickers/cat/3.svg', onDisk)).toBe(true);
    expect(isOwnMediaUrl('https://glint.example/uploads/msg/3f9a.jpg', onDisk)).toBe(true);
    expect(isOwnMediaUrl('https://cdn.example.com/media/msg/3f9a.mp4', inBucket)).toBe(true);
  });

  it('refuses script, inline bytes and every other host', () => {
    for (const url of [
      'javascript:alert(document.cookie)',
      'JavaScript:alert(1)',
      'data:image/svg+xml,<svg onload="alert(1)"/>',
      'https://tracker.example.net/pixel.jpg',
      '//tracker.example.net/uploads/msg/3f9a.jpg',
      'http://glint.example/uploads/msg/3f9a.jpg',
      'https://cdn.example.com.tracker.net/x.jpg',
      'https://cdn.example.com/media/x.jpg',
      '',
    ]) {
      expect(isOwnMediaUrl(url, onDisk)).toBe(false);
    }
    expect(isOwnMediaUrl('https://tracker.example.net/pixel.jpg', inBucket)).toBe(false);
  });
});
