import { CALLS } from '../../src/application/calls/calls.tokens.js';
import type { CallNotice } from '../../src/application/calls/call-store.js';
import { CALL_TYPE } from '../../src/domain/index.js';
import { between } from '../random.js';
import { sleep, waitFor } from '../wait.js';
import { DONE, failed, skipped, type SimAction } from './action.js';
import { traceCall } from './call-trace.js';
import { bothEnded, CALL_CONNECT_WAIT_MS, CALL_HOLD_MAX_MS, CALL_HOLD_MIN_MS, callPhase, callsOf } from './call-state.js';

/** How long the first minute's charge may take to be reported to the caller once connected. */
const BILLED_WAIT_MS = 5_000;

/**
 * A video call to a host from the user page: the host's card, /call/start, the ring on the
 * host's side (who picks up), the negotiation through the server's relay, /call/connect
 * (billing starts: the first minute is charged and reported), then the caller hangs up and
 * both sides' slots must be empty again. The host is taken from the free ones for the call.
 */
export const callHost: SimAction = async ({ user, uid, world, random }) => {
  const free = [...world.freeHosts].filter((host) => host !== uid);
  const host = free[Math.floor(random() * free.length)];
  if (host === undefined) return skipped('no host free');
  world.freeHosts.delete(host);
  const calls = callsOf(user);
  const hostCalls = world.users.find((member) => member.uid === host)?.user;
  const notices: CallNotice[] = [];
  const listening = calls.notices$.subscribe((notice) => notices.push(notice));
  const trace = traceCall(calls);
  try {
    const card = await user.services.get(CALLS).peers.card(host);
    if (card === null) return failed('SIM.PEER_CARD', `the card of host ${host} did not load`);
    await calls.dial({ peer: card, callType: CALL_TYPE.video });
    // The host still busy on the server (a call ending, a live closing): the call screen says "may be busy".
    if (callPhase(calls) === 'none' && calls.view$.getValue().endText?.key === 'call.end.busy') return skipped('the host was busy');
    const connected = await waitFor(() => callPhase(calls) === 'connected' || notices.some((notice) => notice.kind === 'rechargeNeeded' || notice.kind === 'dialRefused'), CALL_CONNECT_WAIT_MS);
    const refusal = notices.find((notice) => notice.kind === 'rechargeNeeded' || notice.kind === 'dialRefused');
    if (refusal?.kind === 'rechargeNeeded') return skipped('not enough coins to call');
    if (refusal?.kind === 'dialRefused') return failed(refusal.code, `call to host ${host} refused`);
    if (!connected) {
      // Read before the hang-up, which empties the slot (the message used to say 'none' whatever happened).
      const stood = callPhase(calls);
      calls.hangUp();
      return failed('SIM.CALL_NOT_CONNECTED', `call to host ${host} stayed ${stood} (${trace.describe()})`);
    }
    const { pricePerMin } = calls.view$.getValue();
    const billed = pricePerMin === 0 || (await waitFor(() => calls.view$.getValue().coins > 0, BILLED_WAIT_MS));
    await sleep(between(random, CALL_HOLD_MIN_MS, CALL_HOLD_MAX_MS));
    calls.hangUp();
    if (!(await bothEnded(calls, hostCalls === undefined ? undefined : callsOf(hostCalls)))) return failed('SIM.CALL_NOT_ENDED', `call with host ${host} did not end on both sides`);
    return billed ? DONE : failed('SIM.CALL_NOT_BILLED', `no billed minute was reported for the call to host ${host}`);
  } finally {
    listening.unsubscribe();
    trace.stop();
    world.freeHosts.add(host);
  }
};
