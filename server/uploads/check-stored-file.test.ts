import { describe, expect, it } from 'vitest';
import { checkStoredFile } from './check-stored-file.js';
import { UPLOAD_MAX_BYTES } from '../../src/application/contracts/upload/upload-kinds.js';

const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const OGG_HEAD = Buffer.from('OggS');

describe('checkStoredFile', () => {
  it('accepts a file of exactly the limit of its family and refuses one byte more', () => {
    expect(checkStoredFile('png', { size: UPLOAD_MAX_BYTES.image, head: PNG_HEAD })).toBeNull();
    expect(checkStoredFile('png', { size: UPLOAD_MAX_BYTES.image + 1, head: PNG_HEAD })).toBe('UPLOAD.TOO_LARGE');
    expect(checkStoredFile('ogg', { size: UPLOAD_MAX_BYTES.audio + 1, head: OGG_HEAD })).toBe('UPLOAD.TOO_LARGE');
  });

  it('refuses an empty file and a file that is not its declared type', () => {
    expect(checkStoredFile('png', { size: 0, head: Buffer.alloc(0) })).toBe('UPLOAD.EMPTY');
    expect(checkStoredFile('ogg', { size: 100, head: PNG_HEAD })).toBe('UPLOAD.WRONG_TYPE');
  });
});
