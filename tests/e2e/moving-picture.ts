import { expect, type Locator } from './fixtures';

/** Ours: mean brightness (0–255) above which a frame is a picture, not the black of no video. */
const NOT_BLACK = 24;

/** Mean brightness of the video's current frame and a small fingerprint of it, read through a canvas. */
function sample(video: HTMLVideoElement): { brightness: number; print: string } {
  const canvas = document.createElement('canvas');
  canvas.width = 32;
  canvas.height = 24;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (context === null) return { brightness: 0, print: '' };
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  let sum = 0;
  let print = '';
  for (let at = 0; at < data.length; at += 4) {
    const light = ((data[at] ?? 0) + (data[at + 1] ?? 0) + (data[at + 2] ?? 0)) / 3;
    sum += light;
    print += String.fromCharCode(65 + Math.floor(light / 16));
  }
  return { brightness: sum / (data.length / 4), print };
}

/**
 * The video shows a real moving picture: it has a size, its playback clock moves, a frame
 * is not black, and a later frame differs from an earlier one.
 */
export async function expectMovingPicture(video: Locator): Promise<void> {
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.videoWidth), { timeout: 15_000 }).toBeGreaterThan(0);
  const before = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 10_000 }).toBeGreaterThan(before);
  const first = await video.evaluate(sample);
  expect(first.brightness).toBeGreaterThan(NOT_BLACK);
  await expect.poll(async () => (await video.evaluate(sample)).print, { timeout: 5_000 }).not.toBe(first.print);
}
