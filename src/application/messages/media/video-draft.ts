import { checkVideoDuration, type VideoTooLongError } from '../../../domain/media';
import type { OutgoingDraft } from '../outgoing-draft';

export type VideoDraft = Extract<OutgoingDraft, { kind: 'video' }>;

/** What the view read of a picked video: its length, size and a frame captured as the cover. */
export interface VideoProbe {
  readonly durationSec: number;
  readonly width: number;
  readonly height: number;
  /** The captured frame; null or empty when no frame could be drawn. */
  readonly cover: Blob | null;
}

export type VideoDraftError = VideoTooLongError | { readonly code: 'MEDIA.VIDEO_COVER' } | { readonly code: 'MEDIA.VIDEO_UNREADABLE' };
export type VideoDraftOutcome = { readonly ok: true; readonly value: VideoDraft } | { readonly ok: false; readonly error: VideoDraftError };

/**
 * A picked video to a draft (001 §5): at most `maxSeconds` (15 s by default) long, and
 * never without a cover ("a failed video cover (an empty result) rejects", 001 §8).
 */
export function videoDraftOf(file: Blob, probe: VideoProbe, maxSeconds?: number): VideoDraftOutcome {
  if (!Number.isFinite(probe.durationSec) || probe.durationSec <= 0) return { ok: false, error: { code: 'MEDIA.VIDEO_UNREADABLE' } };
  const duration = checkVideoDuration(probe.durationSec, maxSeconds);
  if (!duration.ok) return duration;
  if (probe.cover === null || probe.cover.size === 0) return { ok: false, error: { code: 'MEDIA.VIDEO_COVER' } };
  return { ok: true, value: { kind: 'video', file, cover: probe.cover, durationSec: probe.durationSec, width: probe.width, height: probe.height } };
}
