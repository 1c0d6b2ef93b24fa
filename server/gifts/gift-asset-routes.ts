import type { FastifyInstance } from 'fastify';
import { GIFT_CATALOGUE } from './gift-catalogue.js';
import { isSticker, stickerSvg } from './sticker-svg.js';
import { buildGiftMovie } from './svga-movie.js';

/** Drawn assets never change for a given URL: cached for a day. */
const CACHE_CONTROL = 'public, max-age=86400';

/**
 * Drawn media assets: `GET /gifts/svga/<id>.svga` (each catalogue gift's SVGA 2
 * animation, built once per process) and `GET /stickers/<pack>/<n>.svg` (the sticker
 * packs of 001 §9). Public: a received gift or sticker loads without credentials.
 */
export async function registerGiftAssets(app: FastifyInstance): Promise<void> {
  const movies = new Map<number, Buffer>();

  app.get<{ Params: { file: string } }>('/gifts/svga/:file', async (request, reply) => {
    const id = /^(\d+)\.svga$/.exec(request.params.file)?.[1];
    const gift = id === undefined ? undefined : GIFT_CATALOGUE.find((entry) => entry.id === Number(id));
    if (gift?.colors === undefined) return reply.code(404).type('text/plain').send('No such animation');
    let movie = movies.get(gift.id);
    if (movie === undefined) {
      movie = buildGiftMovie(gift.colors);
      movies.set(gift.id, movie);
    }
    return reply.type('application/octet-stream').header('cache-control', CACHE_CONTROL).send(movie);
  });

  app.get<{ Params: { pack: string; file: string } }>('/stickers/:pack/:file', async (request, reply) => {
    const index = Number(/^(\d+)\.svg$/.exec(request.params.file)?.[1]);
    const { pack } = request.params;
    if (!isSticker(pack, index)) return reply.code(404).type('text/plain').send('No such sticker');
    return reply.type('image/svg+xml; charset=utf-8').header('cache-control', CACHE_CONTROL).send(stickerSvg(pack, index));
  });
}
