import type { FastifyInstance } from 'fastify';
import type { CallDefinition } from '../api/call-registry.js';
import type { AppContext } from '../context.js';
import { LocalDiskStorage } from './local-disk-storage.js';
import { uploadParamsCall } from './upload-params.call.js';
import { registerUploadRoutes } from './upload-routes.js';
import { uploadSuccessCall } from './upload-success.call.js';

export const uploadCalls: readonly CallDefinition[] = [uploadParamsCall, uploadSuccessCall];

/** PUT and GET /uploads/* when files live on this server's disk (a bucket serves itself). */
export async function registerUploads(app: FastifyInstance, ctx: AppContext): Promise<void> {
  if (ctx.uploads instanceof LocalDiskStorage) await registerUploadRoutes(app, ctx, ctx.uploads);
}
