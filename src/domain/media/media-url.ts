/**
 * Where the app may load a message's media from: this page's own origin and, when uploads
 * live in an S3-compatible bucket, the bucket's public origin ('' when they are on this
 * server's disk). Both are origins: scheme, host and port, no path.
 */
export interface MediaOrigins {
  readonly page: string;
  readonly storage: string;
}

/** Schemes a media element may load: a message never runs script (javascript:) nor carries its bytes inline. */
const LOADABLE_SCHEMES: readonly string[] = ['http:', 'https:'];

/**
 * Whether a picture, voice, video, cover or sticker URL from a message is ours to load. The
 * server accepts only its own upload storage; this is the receiving end's own check, so a
 * message that got past an older server cannot make the app run a `javascript:` URL nor
 * call a foreign host that would learn the receiver's IP. Relative paths resolve against
 * the page; `//host/…` is another host.
 */
export function isOwnMediaUrl(url: string, origins: MediaOrigins): boolean {
  if (url.trim() === '') return false;
  let resolved: URL;
  try {
    resolved = new URL(url, origins.page);
  } catch {
    return false;
  }
  if (!LOADABLE_SCHEMES.includes(resolved.protocol)) return false;
  return resolved.origin === origins.page || (origins.storage !== '' && resolved.origin === origins.storage);
}
