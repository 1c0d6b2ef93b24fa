import { describe, expect, it } from 'vitest';
import { isOwnUploadUrl } from './own-upload-url.js';
import type { UploadStorage } from './upload-storage.js';

const storageAt = (base: string): UploadStorage => ({ publicUrl: (path: string) => `${base}/${path}` }) as unknown as UploadStorage;
const disk = storageAt('/uploads');
const bucket = storageAt('https://cdn.example.com/media');

describe('isOwnUploadUrl', () => {
  it('accepts a file the server placed in its own storage', () => {
    expect(isOwnUploadUrl(disk, '/uploads/msg/2026/11/10000001/3f9a0c.jpg')).toBe(true);
    expect(isOwnUploadUrl(bucket, 'https://cdn.example.com/media/msg/2026/11/10000001/3f9a0c.mp4')).toBe(true);
  });

  it('refuses other schemes, other hosts and paths that leave the storage', () => {
    for (const url of [
      'javascript:alert(1)',
      'https://tracker.example.net/pixel.jpg',
      '//tracker.example.net/uploads/msg/a/3f.jpg',
      '/uploads/../secret/3f.jpg',
      '/uploads/msg/2026/11/1/3f9a0c.jpg?x=1',
      'https://cdn.example.com/media.evil.net/msg/3f.jpg',
      '/stickers/cat/1.svg',
      '',
    ]) {
      expect(isOwnUploadUrl(disk, url) || isOwnUploadUrl(bucket, url)).toBe(false);
    }
  });
});
