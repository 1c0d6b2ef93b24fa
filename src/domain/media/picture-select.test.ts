import { describe, expect, it } from 'vitest';
import { pictureSelectLimit, remainingPictureSlots } from './picture-select';

describe('pictureSelectLimit', () => {
  it('allows 9 pictures from the album and 1 photo from the camera', () => {
    expect(pictureSelectLimit('album')).toBe(9);
    expect(pictureSelectLimit('camera')).toBe(1);
  });
});

describe('remainingPictureSlots', () => {
  it('leaves one slot after 8 album pictures and none after 9', () => {
    expect(remainingPictureSlots('album', 8)).toBe(1);
    expect(remainingPictureSlots('album', 9)).toBe(0);
  });
  it('never goes below zero when more than the limit are selected', () => {
    expect(remainingPictureSlots('camera', 3)).toBe(0);
  });
});
