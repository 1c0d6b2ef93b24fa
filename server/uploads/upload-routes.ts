import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { maxUploadBytes, uploadTypeSchema } from '../../src/application/contracts/upload/upload-kinds.js';
import type { AppContext } from '../context.js';
import { checkStoredFile } from './check-stored-file.js';
import { LOCAL_UPLOADS_PREFIX, type LocalDiskStorage } from './local-disk-storage.js';
import { parseAmzDate } from './sigv4.js';
import { servedContentType, UPLOAD_PATH } from './upload-paths.js';
import { findUploadAt, markUploadStored } from './upload-queries.js';
import { isWithinUploadWindow } from './upload-token.js';

/** Uploaded files are data, never pages: an SVG or a mislabelled file cannot run script. */
const NO_ACTIVE_CONTENT = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";
/** Stored files never change (every path is new), so they may be cached for good. */
const CACHE_FOREVER_MS = 365 * 24 * 60 * 60 * 1000;

function sendRefusal(reply: FastifyReply, status: number, msg: string) {
  return reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify({ ok: 0, msg }));
}

const header = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/**
 * PUT /uploads/<path> receives a file for a ticket of /upload/params (Authorization = its
 * token, x-amz-date or Date = its date, ± 5 min); GET /uploads/<path> serves stored files
 * read-only with their content type. Only for the disk storage: a bucket takes its PUTs itself.
 */
export async function registerUploadRoutes(app: FastifyInstance, ctx: Pick<AppContext, 'db' | 'clock'>, storage: LocalDiskStorage): Promise<void> {
  await app.register(async (scope) => {
    // The body is streamed to disk by the handler, not buffered by a parser.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));

    scope.put<{ Params: { '*': string } }>(`${LOCAL_UPLOADS_PREFIX}/*`, async (request, reply) => {
      const filePath = request.params['*'];
      if (!UPLOAD_PATH.test(filePath)) return sendRefusal(reply, 404, 'No such upload');
      const row = await findUploadAt(ctx.db, filePath);
      if (row === undefined) return sendRefusal(reply, 404, 'No such upload');

      const date = header(request.headers['x-amz-date']) ?? header(request.headers.date) ?? '';
      const token = header(request.headers.authorization) ?? '';
      if (!storage.verifyToken(filePath, date, token)) return sendRefusal(reply, 403, 'Authorization does not match this upload');
      if (!isWithinUploadWindow(parseAmzDate(date), ctx.clock.now())) return sendRefusal(reply, 403, 'The upload ticket has expired: ask /upload/params again');
      if (row.status !== 'pending') return sendRefusal(reply, 409, 'This upload has already been received');

      const type = uploadTypeSchema.parse(row.type);
      const received = await storage.receive(filePath, request.raw, maxUploadBytes(type));
      if (!received.ok) return sendRefusal(reply.header('connection', 'close'), 413, `The file is larger than ${received.error.maxBytes} bytes`);
      const { file } = received;
      const problem = checkStoredFile(type, file);
      const wrongMd5 = row.md5 !== null && row.md5 !== file.md5Hex;
      if (problem !== null || wrongMd5) {
        await file.discard();
        return problem === 'UPLOAD.WRONG_TYPE' ? sendRefusal(reply, 415, `The file is not a ${type}`) : sendRefusal(reply, 400, wrongMd5 ? 'The file does not match its md5' : `The upload was refused: ${problem}`);
      }
      await file.commit();
      await markUploadStored(ctx.db, row.id, file.size);
      return reply.code(200).send({ ok: 1, url: storage.publicUrl(filePath), path: filePath });
    });

    await scope.register(fastifyStatic, {
      root: storage.directory,
      prefix: `${LOCAL_UPLOADS_PREFIX}/`,
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      maxAge: CACHE_FOREVER_MS,
      immutable: true,
      setHeaders(response, filePath) {
        response.setHeader('Content-Type', servedContentType(filePath));
        response.setHeader('X-Content-Type-Options', 'nosniff');
        response.setHeader('Content-Security-Policy', NO_ACTIVE_CONTENT);
      },
    });
  });
}
