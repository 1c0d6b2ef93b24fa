import { z } from 'zod';

/** Ours: the largest upload of each media family, bytes (the spec gives no limit). */
export const UPLOAD_MAX_BYTES = { image: 10 * 1024 * 1024, audio: 10 * 1024 * 1024, video: 50 * 1024 * 1024 } as const;

export type MediaFamily = keyof typeof UPLOAD_MAX_BYTES;

/**
 * The file types a client may upload (the `type` of /upload/params): the name the file
 * gets, the content type it is served with and its media family (which sets its size
 * limit). gif and heic are images the client does not recompress (000 §5).
 */
export const UPLOAD_KINDS = {
  jpg: { ext: 'jpg', mime: 'image/jpeg', family: 'image' },
  jpeg: { ext: 'jpg', mime: 'image/jpeg', family: 'image' },
  png: { ext: 'png', mime: 'image/png', family: 'image' },
  gif: { ext: 'gif', mime: 'image/gif', family: 'image' },
  webp: { ext: 'webp', mime: 'image/webp', family: 'image' },
  heic: { ext: 'heic', mime: 'image/heic', family: 'image' },
  mp4: { ext: 'mp4', mime: 'video/mp4', family: 'video' },
  webm: { ext: 'webm', mime: 'video/webm', family: 'video' },
  mp3: { ext: 'mp3', mime: 'audio/mpeg', family: 'audio' },
  m4a: { ext: 'm4a', mime: 'audio/mp4', family: 'audio' },
  aac: { ext: 'aac', mime: 'audio/aac', family: 'audio' },
  ogg: { ext: 'ogg', mime: 'audio/ogg', family: 'audio' },
} as const satisfies Record<string, { readonly ext: string; readonly mime: string; readonly family: MediaFamily }>;

export type UploadType = keyof typeof UPLOAD_KINDS;

export const uploadTypeSchema = z.enum(Object.keys(UPLOAD_KINDS) as [UploadType, ...UploadType[]]);

/** The upload type of a content type ('image/png' → 'png'), or null when it cannot be uploaded. */
export function uploadTypeOfMime(mime: string): UploadType | null {
  const base = mime.split(';')[0]?.trim().toLowerCase() ?? '';
  const found = (Object.keys(UPLOAD_KINDS) as UploadType[]).find((type) => UPLOAD_KINDS[type].mime === base);
  return found ?? null;
}

export function maxUploadBytes(type: UploadType): number {
  return UPLOAD_MAX_BYTES[UPLOAD_KINDS[type].family];
}
