import type { CallSignal } from '../contracts/call/call-signal';

/**
 * A type-3 signal as the call store takes it. `silent`: a ring whose call is already
 * known to have ended — the user missed it, so it is recorded, never rung.
 */
export interface InboxSignal {
  readonly signal: CallSignal;
  readonly silent: boolean;
}

const key = (signal: CallSignal): string => `${signal.event}:${signal.room_id}`;

/**
 * The rings and ends a client learns on a connect, in the order the call store must take
 * them: what /call/current answered first, then what the channel delivered meanwhile (a
 * persistent session replays what it queued while the app was away).
 *
 * - A room whose end this device has already shown is dropped whole (the answer repeats
 *   a missed call for one ring time, across reloads too).
 * - The same ring or end twice (answered and pushed) is taken once.
 * - A ring whose room also ended is silent, and comes before that end even when the end
 *   arrived first: the callee sees a missed call, never a ring for a call that is over.
 */
export function orderRecoveredSignals(fromServer: readonly CallSignal[], held: readonly CallSignal[], endsShown: ReadonlySet<number>): InboxSignal[] {
  const all = [...fromServer, ...held].filter((signal) => !endsShown.has(signal.room_id));
  const ended = new Set(all.filter((signal) => signal.event === 'ended').map((signal) => signal.room_id));
  const rings = new Map(all.filter((signal) => signal.event === 'ring').reverse().map((signal) => [signal.room_id, signal]));
  const taken = new Set<string>();
  const out: InboxSignal[] = [];
  const take = (signal: CallSignal): void => {
    if (taken.has(key(signal))) return;
    taken.add(key(signal));
    out.push({ signal, silent: signal.event === 'ring' && ended.has(signal.room_id) });
  };
  for (const signal of all) {
    const ring = signal.event === 'ended' ? rings.get(signal.room_id) : undefined;
    if (ring !== undefined) take(ring);
    take(signal);
  }
  return out;
}
