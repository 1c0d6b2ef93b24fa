import { describe, expect, it } from 'vitest';
import { imageBubbleSize, imageWidthRatio } from './image-size';

describe('imageWidthRatio', () => {
  it('uses 108 for a portrait picture', () => {
    expect(imageWidthRatio(1080, 1920)).toBe(108);
  });
  it('uses 148 for a landscape or a square picture', () => {
    expect(imageWidthRatio(1920, 1080)).toBe(148);
    expect(imageWidthRatio(500, 500)).toBe(148);
  });
  it('treats a picture one pixel taller than wide as portrait', () => {
    expect(imageWidthRatio(500, 501)).toBe(108);
  });
});

describe('imageBubbleSize', () => {
  it('keeps the aspect ratio at the display width', () => {
    expect(imageBubbleSize(1080, 1920)).toEqual({ width: 108, height: 192 });
    expect(imageBubbleSize(200, 100)).toEqual({ width: 148, height: 74 });
  });
  it('shows a square when dimensions are missing', () => {
    expect(imageBubbleSize(0, 0)).toEqual({ width: 148, height: 148 });
    expect(imageBubbleSize(Number.NaN, 300)).toEqual({ width: 148, height: 148 });
  });
});
