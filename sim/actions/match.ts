import { CALLS } from '../../src/application/calls/calls.tokens.js';
import type { MatchNotice } from '../../src/application/match/match-store.js';
import { CALL_TYPE } from '../../src/domain/index.js';
import { between } from '../random.js';
import { sleep, waitFor } from '../wait.js';
import { DONE, failed, skipped, type SimAction } from './action.js';
import { CALL_CONNECT_WAIT_MS, CALL_END_WAIT_MS, CALL_HOLD_MAX_MS, CALL_HOLD_MIN_MS, callPhase } from './call-state.js';

/** How long a user stays in the queue for a partner before closing the search. */
const MATCH_WAIT_MS = 8_000;
/** After closing, how long a match the server made just before may take to arrive. */
const LATE_MATCH_MS = 1_500;

/**
 * The match page: /match/start joins the queue; when the server pairs two users each gets
 * the match event and the call store takes the match call, which connects through the
 * relay as any call. Each side holds the call a while and hangs up (whichever is first
 * ends it). No partner in time: the search is closed, as a person leaving the page.
 */
export const match: SimAction = async ({ user, random }) => {
  const { match: store, calls } = user.services.get(CALLS);
  const notices: MatchNotice[] = [];
  const listening = store.notices$.subscribe((notice) => notices.push(notice));
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
    if (!(await waitFor(() => callPhase(calls) === 'connected', CALL_CONNECT_WAIT_MS))) {
      calls.hangUp();
      return failed('SIM.MATCH_NOT_CONNECTED', `the match call stayed ${callPhase(calls)}`);
    }
    await sleep(between(random, CALL_HOLD_MIN_MS, CALL_HOLD_MAX_MS));
    calls.hangUp();
    const ended = await waitFor(() => callPhase(calls) === 'none', CALL_END_WAIT_MS);
    return ended ? DONE : failed('SIM.CALL_NOT_ENDED', 'the match call did not end');
  } finally {
    listening.unsubscribe();
    store.reset();
  }
};
