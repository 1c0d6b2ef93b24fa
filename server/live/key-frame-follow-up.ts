/**
 * When the Janus adapter asks the host again for a key frame after a viewer's WebRTC came up
 * (ADR 0009, fourth round). Chromium's encoder (libwebrtc's EncoderRtcpFeedback) honours
 * one key-frame request in 300 ms and drops the others; Janus's own request at the moment a
 * viewer comes up can be dropped for one honoured just before, whose key frame the viewer
 * missed. A request sent more than 300 ms after the viewer came up reaches the host later
 * still, so it is either honoured, or dropped for one honoured after the viewer came up,
 * whose key frame reaches the viewer too: the viewer's wait is bounded by the follow-up's
 * delay plus the request's trip.
 */
export const ENCODER_REQUEST_FOLD_MS = 300;
/** Slack above the fold, for timers that fire a little early or late. */
export const FOLD_SLACK_MS = 50;
/** Viewers coming up this soon after each other share one follow-up request. */
export const FOLLOW_UP_SHARED_MS = 50;
export const FOLLOW_UP_KEY_FRAME_MS = ENCODER_REQUEST_FOLD_MS + FOLD_SLACK_MS + FOLLOW_UP_SHARED_MS;

/**
 * A viewer came up at `now`; `latestDueAt` is when the latest follow-up already planned is
 * due. Answers when a new follow-up is due, or null when the planned one comes late enough
 * for this viewer too.
 */
export function followUpKeyFrameAt(latestDueAt: number, now: number): number | null {
  return latestDueAt - now >= ENCODER_REQUEST_FOLD_MS + FOLD_SLACK_MS ? null : now + FOLLOW_UP_KEY_FRAME_MS;
}
