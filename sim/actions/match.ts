import { CALLS } from '../../src/application/calls/calls.tokens.js';
import type { CallStore } from '../../src/application/calls/call-store.js';
import { callSignalSchema } from '../../src/application/contracts/call/call-signal.js';
import type { MatchNotice } from '../../src/application/match/match-store.js';
import { REALTIME } from '../../src/application/ports/port-tokens.js';
import { CALL_ACTION_TYPE, CALL_END_REASON, CALL_TYPE, REALTIME_MESSAGE_TYPE } from '../../src/domain/index.js';
import { between } from '../random.js';
import { sleep, waitFor } from '../wait.js';
import { DONE, done, failed, skipped, type ActionOutcome, type SimAction } from './action.js';
import { traceCall } from './call-trace.js';
import { CALL_CONNECT_WAIT_MS, CALL_END_WAIT_MS, CALL_HOLD_MAX_MS, CALL_HOLD_MIN_MS, callPhase } from './call-state.js';

/** How long a user stays in the queue for a partner before closing the search. */
const MATCH_WAIT_MS = 8_000;
/** After closing, how long a match the server made just before may take to arrive. */
const LATE_MATCH_MS = 1_500;

/** A match with a demo host is counted as done with this note (the summary counts it apart). */
export const DEMO_HOST_MATCH_NOTE = 'with a demo host: answered and connected by the server; no media (its camera is WebRTC, which the simulator does not run)';

/**
 * The match page: /match/start joins the queue; when the server pairs two users each gets
 * the match event and the call store takes the match call, which connects through the
 * relay as any call. Each side holds the call a while and hangs up (whichever is first
 * ends it). No partner in time: the search is closed, as a person leaving the page.
 *
 * A demo host (DEMO_HOSTS, on in development) takes a seeker left alone for a few
 * seconds; its camera is a WebRTC peer in the server (server/calls/demo-host-camera.ts),
 * which the simulator's signalling-only media cannot bring up — the call would sit in
 * `connecting` (issue #17: the 1,000-user run's four SIM.MATCH_NOT_CONNECTED, traced). With a
 * demo host the check is what the server can show: the demo host answered and the server
 * said the call is connected (its 'connected' signal), within the same bound.
 */
export const match: SimAction = async ({ user, random }) => {
  const { match: store, calls } = user.services.get(CALLS);
  const notices: MatchNotice[] = [];
  const listening = store.notices$.subscribe((notice) => notices.push(notice));
  const serverConnected = new Set<number>();
  const signals = user.services.get(REALTIME).messages$.subscribe((message) => {
    if (message.type !== REALTIME_MESSAGE_TYPE.callSignal) return;
    const signal = callSignalSchema.safeParse(message);
    if (signal.success && signal.data.event === 'connected') serverConnected.add(signal.data.room_id);
  });
  const trace = traceCall(calls);
  try {
    await store.start(CALL_TYPE.video);
    const { phase, error } = store.view$.getValue();
    if (notices.some((notice) => notice.kind === 'rechargeNeeded')) return skipped('not enough coins to match');
    if (phase === 'idle') return failed('SIM.MATCH_REFUSED', error ?? 'the search did not start');
    const found = await waitFor(() => callPhase(calls) !== 'none', MATCH_WAIT_MS);
    if (!found) {
      await store.close();
      // The server may have paired this user just before the close: that call is then taken as any.
      if (!(await waitFor(() => callPhase(calls) !== 'none', LATE_MATCH_MS))) return skipped('no partner in the queue');
    }
    const matched = matchedEvent(notices);
    const demoRoom = matched?.user_info.is_demo === 1 ? matched.room_id : null;
    const connected = () => (demoRoom === null ? callPhase(calls) === 'connected' : callPhase(calls) === 'connecting' && serverConnected.has(demoRoom));
    const left = () => (matched === null ? null : leftBeforeConnecting(calls, matched.room_id));
    await waitFor(() => connected() || left() !== null, CALL_CONNECT_WAIT_MS);
    const leftReason = left();
    // A person's choice, stated by the server's end reason: the partner hung up, or this user's own close withdrew a match made as it closed.
    if (leftReason !== null) return skipped(found ? `the partner left before the call connected (reason ${leftReason})` : `paired as this user closed the search: withdrawn or left before it connected (reason ${leftReason})`);
    if (!connected()) {
      // Read before the hang-up, which empties the slot: the message names where the call stood.
      const stood = callPhase(calls);
      calls.hangUp();
      return failed('SIM.MATCH_NOT_CONNECTED', `the match call stayed ${stood} (${partnerOf(notices)}; ${trace.describe()})`);
    }
    return await holdAndHangUp(calls, random, demoRoom === null ? DONE : done(DEMO_HOST_MATCH_NOTE));
  } finally {
    listening.unsubscribe();
    signals.unsubscribe();
    trace.stop();
    store.reset();
  }
};

/** A person talks a while and hangs up; the slot must be empty again within the bound. */
async function holdAndHangUp(calls: CallStore, random: () => number, outcome: ActionOutcome): Promise<ActionOutcome> {
  await sleep(between(random, CALL_HOLD_MIN_MS, CALL_HOLD_MAX_MS));
  calls.hangUp();
  const ended = await waitFor(() => callPhase(calls) === 'none', CALL_END_WAIT_MS);
  return ended ? outcome : failed('SIM.CALL_NOT_ENDED', 'the match call did not end');
}

/** End reasons that are a person's hang-up (cancel, refuse, user end): who left is the server's word, not a fault. */
const PERSON_ENDS: ReadonlySet<number> = new Set([CALL_END_REASON.cancel, CALL_END_REASON.refuse, CALL_END_REASON.userEnd]);

/** The end reason when match call `roomId` ended, unconnected, by a person's hang-up (this side's never comes here: it hangs up only after the wait); else null. */
function leftBeforeConnecting(calls: CallStore, roomId: number): number | null {
  const finished = calls.view$.getValue().call.lastFinished;
  if (callPhase(calls) !== 'none' || finished === null || finished.roomId !== String(roomId) || finished.wasConnected) return null;
  return PERSON_ENDS.has(finished.reason) ? finished.reason : null;
}

function matchedEvent(notices: readonly MatchNotice[]) {
  const matched = notices.find((notice) => notice.kind === 'matched');
  return matched?.kind === 'matched' ? matched.event : null;
}

/** Who the match was with, as the match event named them: the failure's other side. */
function partnerOf(notices: readonly MatchNotice[]): string {
  const event = matchedEvent(notices);
  if (event === null) return 'no match event';
  const { user_info: peer, action } = event;
  return `with ${peer.is_demo === 1 ? 'demo host' : 'user'} ${peer.uid}, ${action === CALL_ACTION_TYPE.matchConnect ? 'calling' : 'called'}`;
}
