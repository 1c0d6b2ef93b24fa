import type { AppContext } from '../context.js';
import type { ServerModule } from '../server-module.js';
import { LocalDiskStorage } from './local-disk-storage.js';
import { uploadParamsEndpoint } from './upload-params.endpoint.js';
import { registerUploadRoutes } from './upload-routes.js';
import { uploadSuccessEndpoint } from './upload-success.endpoint.js';

/**
 * Files users send: /upload/params hands out signed PUTs, /upload/success confirms them.
 * When files live on this server's disk it also serves PUT and GET /uploads/* (a bucket
 * serves itself). The storage is a shared service (`ctx.uploads`): init, accounts and
 * messages turn paths into URLs with it.
 */
export function createUploadsModule(ctx: AppContext): ServerModule {
  const storage = ctx.uploads;
  return {
    endpoints: [uploadParamsEndpoint(ctx), uploadSuccessEndpoint(ctx)],
    routes: async (app) => {
      if (storage instanceof LocalDiskStorage) await registerUploadRoutes(app, ctx, storage);
    },
  };
}
