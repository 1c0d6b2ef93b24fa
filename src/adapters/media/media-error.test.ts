import { describe, expect, it } from 'vitest';
import { mediaErrorOf } from './media-error';

describe('media errors', () => {
  it('explains a refused permission, a busy device, a missing API and a missing device apart', () => {
    expect(mediaErrorOf({ name: 'NotAllowedError' })).toBe('MEDIA.PERMISSION_DENIED');
    expect(mediaErrorOf({ name: 'NotReadableError' })).toBe('MEDIA.DEVICE_BUSY');
    expect(mediaErrorOf({ name: 'TypeError' })).toBe('MEDIA.UNSUPPORTED');
    expect(mediaErrorOf({ name: 'NotFoundError' })).toBe('MEDIA.NO_DEVICE');
    expect(mediaErrorOf('nonsense')).toBe('MEDIA.NO_DEVICE');
  });
});
