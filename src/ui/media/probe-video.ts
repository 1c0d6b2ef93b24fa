import type { VideoProbe } from '../../application/messages/media/video-draft';

/** Where the cover frame is taken: a little in, past a black first frame. */
const COVER_AT_SECONDS = 0.1;
const COVER_QUALITY = 0.8;
/** A file the browser cannot open within this time is unreadable. */
const PROBE_TIMEOUT_MS = 8_000;
const FAR_PAST_THE_END = 1e101;

const once = (element: HTMLVideoElement, event: string): Promise<void> =>
  new Promise((resolve, reject) => {
    element.addEventListener(event, () => resolve(), { once: true });
    element.addEventListener('error', () => reject(new Error('video error')), { once: true });
  });

/**
 * Reads a picked video in the page: its length and size, and one frame drawn to a JPEG
 * cover. Any failure gives a probe the draft rule refuses (no length, or no cover).
 */
export async function probeVideo(file: Blob): Promise<VideoProbe> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  const unreadable: VideoProbe = { durationSec: Number.NaN, width: 0, height: 0, cover: null };
  try {
    const work = (async (): Promise<VideoProbe> => {
      const loaded = once(video, 'loadeddata');
      video.src = url;
      await loaded;
      if (!Number.isFinite(video.duration)) {
        // Recorded WebM often has no length in its header: seeking far past the end makes the browser find it.
        const found = once(video, 'seeked');
        video.currentTime = FAR_PAST_THE_END;
        await found;
      }
      const durationSec = video.duration;
      const seeked = once(video, 'seeked');
      video.currentTime = Math.min(COVER_AT_SECONDS, Number.isFinite(durationSec) ? durationSec / 2 : COVER_AT_SECONDS);
      await seeked;
      const canvas = document.createElement('canvas');
      canvas.width = video.videoWidth;
      canvas.height = video.videoHeight;
      canvas.getContext('2d')?.drawImage(video, 0, 0);
      const cover = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', COVER_QUALITY));
      return { durationSec, width: video.videoWidth, height: video.videoHeight, cover };
    })();
    const timeout = new Promise<VideoProbe>((resolve) => window.setTimeout(() => resolve(unreadable), PROBE_TIMEOUT_MS));
    return await Promise.race([work, timeout]);
  } catch {
    return unreadable;
  } finally {
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(url);
  }
}
