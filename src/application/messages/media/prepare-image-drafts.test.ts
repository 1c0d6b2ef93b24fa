import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ImageCompressionPort } from '../../ports/image-compression.port';
import { prepareImageDrafts, type PickedFile } from './prepare-image-drafts';

const file = (name: string, type: string, bytes = 10): PickedFile => Object.assign(new Blob([new Uint8Array(bytes)], { type }), { name });

function compressor(fail: ReadonlySet<string> = new Set()) {
  const qualities: number[] = [];
  const images: ImageCompressionPort = {
    compress: async (image, quality) => {
      qualities.push(quality);
      if (fail.has((image as PickedFile).name)) return { ok: false, error: { code: 'IMAGE.UNSUPPORTED', message: 'x' } };
      return { ok: true, value: { body: new Blob(['c'], { type: 'image/jpeg' }), width: 30, height: 40 } };
    },
  };
  return { images, qualities };
}

describe('prepareImageDrafts', () => {
  it('compresses each picture at the quality its size calls for', async () => {
    const { images, qualities } = compressor();
    const out = await prepareImageDrafts({ images }, [file('a.jpg', 'image/jpeg', 400_000), file('b.png', 'image/png', 1_500_000)], 'album');
    expect(qualities).toEqual([0.8, 0.5]);
    expect(out.drafts.map((d) => [d.kind, d.width, d.height])).toEqual([['image', 30, 40], ['image', 30, 40]]);
    expect(out).toMatchObject({ skipped: 0, failed: 0 });
  });

  it('keeps a gif as it is', async () => {
    const { images, qualities } = compressor();
    const gif = file('a.gif', 'image/gif');
    const out = await prepareImageDrafts({ images }, [gif], 'album');
    expect(qualities).toEqual([]);
    expect(out.drafts[0]?.file).toBe(gif);
  });

  it('takes one photo from the camera and skips banned suffixes and non-pictures', async () => {
    const { images } = compressor();
    const out = await prepareImageDrafts({ images }, [file('a.bmp', 'image/jpeg'), file('b.txt', 'text/plain'), file('c.jpg', 'image/jpeg'), file('d.jpg', 'image/jpeg')], 'camera', ['bmp']);
    expect(out.drafts).toHaveLength(1);
    expect(out.skipped).toBe(3);
  });

  it('counts pictures that could not be decoded', async () => {
    const { images } = compressor(new Set(['bad.jpg']));
    const out = await prepareImageDrafts({ images }, [file('bad.jpg', 'image/jpeg'), file('ok.jpg', 'image/jpeg')], 'album');
    expect(out).toMatchObject({ failed: 1, skipped: 0 });
    expect(out.drafts).toHaveLength(1);
  });

  it('never yields more than 9 album drafts, and accounts for every picked file', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 30 }), async (count) => {
        const { images } = compressor();
        const picked = Array.from({ length: count }, (_, i) => file(`${i}.jpg`, 'image/jpeg'));
        const out = await prepareImageDrafts({ images }, picked, 'album');
        expect(out.drafts.length).toBe(Math.min(9, count));
        expect(out.drafts.length + out.skipped + out.failed).toBe(count);
      }),
      { numRuns: 40 },
    );
  });
});
