import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { STICKER_PACKS } from '../../src/domain/constants.js';
import { GIFT_CATALOGUE, giftSvgaPath } from './gift-catalogue.js';
import { registerGiftAssets } from './gift-asset-routes.js';
import { isSticker, stickerSvg } from './sticker-svg.js';

const app = Fastify();
await registerGiftAssets(app);
afterAll(() => app.close());

describe('gift and sticker assets', () => {
  it('serves every catalogue gift its SVGA animation at its svga_url', async () => {
    for (const gift of GIFT_CATALOGUE) {
      expect(gift.svgaUrl).toBe(giftSvgaPath(gift.id));
    }
    const answer = await app.inject({ method: 'GET', url: GIFT_CATALOGUE[0]!.svgaUrl });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/octet-stream');
    expect(answer.rawPayload[0]).toBe(0x78);
  });

  it('answers 404 for a gift that does not exist or a malformed name', async () => {
    expect((await app.inject({ method: 'GET', url: '/gifts/svga/99999.svga' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/gifts/svga/abc' })).statusCode).toBe(404);
  });

  it('serves the first and last sticker of every pack and refuses one past the count', async () => {
    for (const [pack, count] of Object.entries(STICKER_PACKS)) {
      expect((await app.inject({ method: 'GET', url: `/stickers/${pack}/1.svg` })).statusCode).toBe(200);
      const last = await app.inject({ method: 'GET', url: `/stickers/${pack}/${count}.svg` });
      expect(last.headers['content-type']).toContain('image/svg+xml');
      expect((await app.inject({ method: 'GET', url: `/stickers/${pack}/${count + 1}.svg` })).statusCode).toBe(404);
    }
    expect((await app.inject({ method: 'GET', url: '/stickers/nope/1.svg' })).statusCode).toBe(404);
  });

  it('draws distinct stickers within a pack', () => {
    const labo = Array.from({ length: STICKER_PACKS.labo }, (_, i) => stickerSvg('labo', i + 1));
    expect(new Set(labo).size).toBe(labo.length);
    expect(isSticker('labo', 0)).toBe(false);
    expect(isSticker('toString', 1)).toBe(false);
  });
});
