export const VIDEO_MAX_SECONDS_DEFAULT = 15;

/** A picked video longer than the limit; the message names the limit in seconds. */
export interface VideoTooLongError {
  readonly code: 'MEDIA.VIDEO_TOO_LONG';
  readonly maxSeconds: number;
}

export type VideoDurationCheck = { readonly ok: true } | { readonly ok: false; readonly error: VideoTooLongError };

/** A video may last up to `maxSeconds` (default 15 s) inclusive. */
export function checkVideoDuration(durationSeconds: number, maxSeconds: number = VIDEO_MAX_SECONDS_DEFAULT): VideoDurationCheck {
  return durationSeconds <= maxSeconds ? { ok: true } : { ok: false, error: { code: 'MEDIA.VIDEO_TOO_LONG', maxSeconds } };
}
