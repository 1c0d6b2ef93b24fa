import type { SimUser } from './node-root.js';
import { between } from './random.js';
import { sleep } from './wait.js';

/** Pause between two faults of one user. */
const PAUSE_MIN_MS = 400;
const PAUSE_MAX_MS = 2_000;
/** How long a trip to the background lasts. */
const BACKGROUND_MIN_MS = 200;
const BACKGROUND_MAX_MS = 1_500;
/** Share of faults that cut the realtime socket; the rest are background trips. */
const CUT_SHARE = 0.5;

export interface ChurnTally {
  /** Realtime sockets cut while connected (the adapter must reconnect by itself). */
  cuts: number;
  /** Trips to the background and back (/app/close, channel closed; /app/open, resync, channel reopened). */
  backgroundTrips: number;
}

/**
 * One user's churn until `endAt`: at random pauses, either the network drops the realtime
 * socket, or the app goes to the background for a while and comes back. The user is
 * always in front when this returns, so the run can then wait for everyone to reconnect.
 */
export async function churnUser(user: SimUser, random: () => number, endAt: number, tally: ChurnTally): Promise<void> {
  for (;;) {
    await sleep(Math.min(between(random, PAUSE_MIN_MS, PAUSE_MAX_MS), endAt - Date.now()));
    if (Date.now() >= endAt) return;
    if (random() < CUT_SHARE) {
      if (user.cutRealtime()) tally.cuts += 1;
      continue;
    }
    user.setForeground(false);
    tally.backgroundTrips += 1;
    await sleep(between(random, BACKGROUND_MIN_MS, BACKGROUND_MAX_MS));
    user.setForeground(true);
  }
}
