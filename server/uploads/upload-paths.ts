import { randomBytes } from 'node:crypto';

const NAME_BYTES = 12;
const DEFAULT_FLAG = 'misc';
/** What a server-chosen path looks like; anything else in a URL is refused before the disk is touched. */
export const UPLOAD_PATH = /^[a-z0-9_-]+(\/[A-Za-z0-9_-]+)*\/[a-f0-9]+\.[a-z0-9]+$/;

/** A fresh path for a user's upload: `<flag>/<yyyy>/<mm>/<uid>/<random>.<ext>`. */
export function newUploadPath(request: { readonly flag: string | undefined; readonly uid: number; readonly ext: string; readonly now: number }): string {
  const date = new Date(request.now);
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const flag = request.flag === undefined || request.flag === '' ? DEFAULT_FLAG : request.flag;
  return `${flag}/${date.getUTCFullYear()}/${month}/${request.uid}/${randomBytes(NAME_BYTES).toString('hex')}.${request.ext}`;
}

/** The content type a stored file is served with, by extension (uploads, and the server's own SVG avatars). */
const SERVED_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  heic: 'image/heic',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  ogg: 'audio/ogg',
};

export function servedContentType(path: string): string {
  const ext = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  return SERVED_TYPES[ext] ?? 'application/octet-stream';
}
