import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/** Text assets worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.map': 'application/json; charset=utf-8',
};
/** Built asset names: hashed, flat, no path separators. */
const ASSET_NAME = /^[\w.-]+$/;
/** Every built asset name carries a content hash: a given URL never changes. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

type Encoding = 'br' | 'gzip';

function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (acceptEncoding === undefined) return null;
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  return /\bgzip\b/.test(acceptEncoding) ? 'gzip' : null;
}

/**
 * GET /assets/<name> of the built client, brotli or gzip compressed when the browser takes
 * it (the first-screen budget is counted in compressed bytes: the initial JavaScript is
 * about a third of its size on the wire). Each file is compressed once per process, on its
 * first request; anything else falls through to the static files.
 */
export function registerCompressedAssets(app: FastifyInstance, clientDir: string): void {
  const compressed = new Map<string, Buffer>();

  const bodyOf = (file: string, encoding: Encoding): Buffer => {
    const key = `${encoding}:${file}`;
    let body = compressed.get(key);
    if (body === undefined) {
      const raw = fs.readFileSync(file);
      body =
        encoding === 'br'
          ? zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
          : zlib.gzipSync(raw, { level: zlib.constants.Z_BEST_COMPRESSION });
      compressed.set(key, body);
    }
    return body;
  };

  app.get<{ Params: { '*': string } }>('/assets/*', async (request, reply) => {
    const name = request.params['*'];
    const type = COMPRESSIBLE[path.extname(name)];
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!ASSET_NAME.test(name)) return reply.callNotFound();
    const file = path.join(clientDir, 'assets', name);
    if (type === undefined || encoding === null || !fs.existsSync(file)) return reply.sendFile(`assets/${name}`);
    return reply.header('content-encoding', encoding).header('vary', 'accept-encoding').header('cache-control', CACHE_FOREVER).type(type).send(bodyOf(file, encoding));
  });
}
