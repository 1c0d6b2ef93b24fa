import type { LiveRoom, LiveSummary } from '../contracts/live/live-room';
import type { LiveEvent } from '../contracts/live/live-event';

/** One line of the room's chat list: a message, a join, a gift, or a notice of the room. */
export type LiveLine =
  | { readonly kind: 'chat'; readonly id: string; readonly uid: number; readonly nickname: string; readonly content: string }
  | { readonly kind: 'join'; readonly id: string; readonly uid: number; readonly nickname: string }
  | { readonly kind: 'gift'; readonly id: string; readonly uid: number; readonly nickname: string; readonly title: string; readonly icon: string }
  | { readonly kind: 'notice'; readonly id: string; readonly notice: LiveNotice };

/** What the room tells its people; the views map each to a text. */
export type LiveNotice = 'welcome' | 'muted' | 'unmuted' | 'away' | 'back' | 'paused' | 'resumed' | 'incomingCall';

/**
 * Where a room stands for the one looking at it (001 §4 "Live": joined, muted or unmuted,
 * kicked out, host taken to a private call, host back, live ended): 'setup' is the host's
 * preview before going live.
 */
export type LiveStage = 'setup' | 'joining' | 'live' | 'kicked' | 'ended' | 'failed';

export interface LiveRoomState {
  readonly stage: LiveStage;
  readonly role: 'host' | 'viewer';
  readonly room: LiveRoom | null;
  readonly viewers: number;
  readonly muted: boolean;
  /** The host is in a private call (the room waits). */
  readonly away: boolean;
  /** The host's network dropped (the room waits). */
  readonly paused: boolean;
  /** The newest lines last; at most LIVE_LINES_KEPT. */
  readonly lines: readonly LiveLine[];
  /** The newest gift to animate for everyone in the room (its id changes per gift). */
  readonly gift: { readonly id: string; readonly svgaUrl: string; readonly title: string; readonly icon: string } | null;
  /** The newest one-off notice to show (a banner the views fade out). */
  readonly notice: { readonly id: string; readonly notice: LiveNotice } | null;
  /** The server's words when joining, starting or an action failed. */
  readonly error: string | null;
  readonly summary: LiveSummary | null;
}

/** The chat keeps this many lines: a viewer reads the last few; a long live must not grow memory. */
export const LIVE_LINES_KEPT = 100;

export const initialLiveRoomState = (role: 'host' | 'viewer'): LiveRoomState => ({
  stage: role === 'host' ? 'setup' : 'joining', role, room: null, viewers: 0, muted: false, away: false, paused: false,
  lines: [], gift: null, notice: null, error: null, summary: null,
});

const withLine = (state: LiveRoomState, line: LiveLine): readonly LiveLine[] => [...state.lines, line].slice(-LIVE_LINES_KEPT);

const withNotice = (state: LiveRoomState, notice: LiveNotice, id: string): LiveRoomState => ({
  ...state, lines: withLine(state, { kind: 'notice', id, notice }), notice: { id, notice },
});

/** The room after one of its events, as seen by `selfUid` (a pure rule: the tests feed it events). */
export function applyLiveEvent(state: LiveRoomState, event: LiveEvent, selfUid: number | null, eventId: string): LiveRoomState {
  if (state.room === null || event.live_id !== state.room.live_id || state.stage === 'ended' || state.stage === 'kicked') return state;
  switch (event.event) {
    case 'join':
      return { ...state, viewers: event.viewers, lines: withLine(state, { kind: 'join', id: eventId, uid: event.uid, nickname: event.nickname }) };
    case 'leave':
      return { ...state, viewers: event.viewers };
    case 'chat':
      return { ...state, lines: withLine(state, { kind: 'chat', id: event.id, uid: event.uid, nickname: event.nickname, content: event.content }) };
    case 'gift':
      return {
        ...state,
        lines: withLine(state, { kind: 'gift', id: event.id, uid: event.uid, nickname: event.nickname, title: event.title, icon: event.icon }),
        gift: { id: event.id, svgaUrl: event.svga_url, title: event.title, icon: event.icon },
      };
    case 'kick':
      return event.uid === selfUid ? { ...state, stage: 'kicked' } : state;
    case 'mute':
      return event.uid === selfUid ? withNotice({ ...state, muted: event.muted }, event.muted ? 'muted' : 'unmuted', eventId) : state;
    // A private call explains the host's silence (its media stops when the call takes the
    // camera, maybe before the room says 'away'): no 'paused' over 'away' nor after 'back'.
    case 'away':
      return withNotice({ ...state, away: true, paused: false }, 'away', eventId);
    case 'back':
      return withNotice({ ...state, away: false, paused: false }, 'back', eventId);
    case 'paused':
      return withNotice({ ...state, paused: true }, 'paused', eventId);
    case 'resumed':
      return withNotice({ ...state, paused: false }, 'resumed', eventId);
    case 'end':
      return { ...state, stage: 'ended' };
    default:
      return state;
  }
}
