import path from 'node:path';
import { LocalDiskStorage } from './local-disk-storage.js';
import { S3Storage } from './s3-storage.js';
import type { UploadStorage } from './upload-storage.js';
import { deriveUploadKey } from './upload-token.js';

const S3_VARIABLES = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'] as const;
const DEFAULT_S3_REGION = 'us-east-1';
export const UPLOADS_SUBDIR = 'uploads';

/**
 * The upload storage the runtime settings ask for: an S3-compatible bucket when the S3_*
 * variables are set (all four; S3_REGION and S3_PUBLIC_URL optional), else the disk under
 * DATA_DIR/uploads. Half a set of S3 variables is a mistake and stops the start.
 */
export function createUploadStorage(env: NodeJS.ProcessEnv, dataDir: string, serverSecret: Buffer, clock: { now(): number }): UploadStorage {
  const given = S3_VARIABLES.filter((name) => (env[name] ?? '') !== '');
  if (given.length === 0) return new LocalDiskStorage(path.join(dataDir, UPLOADS_SUBDIR), deriveUploadKey(serverSecret));
  if (given.length < S3_VARIABLES.length) {
    const missing = S3_VARIABLES.filter((name) => !given.includes(name));
    throw new Error(`S3 uploads need ${S3_VARIABLES.join(', ')}; missing: ${missing.join(', ')}`);
  }
  const endpoint = env.S3_ENDPOINT ?? '';
  const bucket = env.S3_BUCKET ?? '';
  return new S3Storage({
    endpoint,
    bucket,
    accessKey: env.S3_ACCESS_KEY ?? '',
    secretKey: env.S3_SECRET_KEY ?? '',
    region: env.S3_REGION || DEFAULT_S3_REGION,
    publicBaseUrl: env.S3_PUBLIC_URL || `${endpoint.replace(/\/+$/, '')}/${bucket}`,
  }, clock);
}
