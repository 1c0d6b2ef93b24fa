import { UPLOAD_PATH } from './upload-paths.js';
import type { UploadStorage } from './upload-storage.js';

/**
 * Whether `url` is a file of our own upload storage: exactly what `publicUrl` makes of a
 * server-chosen path (`/uploads/<path>` on disk, `<S3_PUBLIC_URL>/<path>` in a bucket).
 * Anything else in a message (a `javascript:` URL, a foreign host that would learn the
 * receiver's IP when the picture loads, a path climbing out with `..`) is refused.
 */
export function isOwnUploadUrl(storage: UploadStorage, url: string): boolean {
  const base = storage.publicUrl('');
  return url.startsWith(base) && UPLOAD_PATH.test(url.slice(base.length));
}
