import { describe, expect, it } from 'vitest';
import { pictureSelectLimit } from './picture-select';

describe('pictureSelectLimit', () => {
  it('allows 9 pictures from the album and 1 photo from the camera', () => {
    expect(pictureSelectLimit('album')).toBe(9);
    expect(pictureSelectLimit('camera')).toBe(1);
  });
});
