import { containerSeconds, VIDEO_HEADER_BYTES } from './container-duration.js';
import { isOwnUploadUrl } from './own-upload-url.js';
import type { UploadStorage } from './upload-storage.js';

/** How long a video of our storage says it lasts in its own header, or null when it does not say (or is not ours). */
export async function storedVideoSeconds(storage: UploadStorage, url: string): Promise<number | null> {
  if (!isOwnUploadUrl(storage, url)) return null;
  const stored = await storage.probe(url.slice(storage.publicUrl('').length), VIDEO_HEADER_BYTES);
  return stored === null ? null : containerSeconds(stored.head);
}
