import { performance } from 'node:perf_hooks';
import type { ActionContext, ActionName } from './actions/action.js';
import type { SimMetrics } from './metrics.js';
import type { ActionMix, ThinkTime } from './options.js';
import { between } from './random.js';
import { ACTIONS, firstRound, nextAction } from './schedule.js';
import { sleep, waitFor } from './wait.js';

/**
 * A person does nothing in an app that is not in front: an action waits until the app is
 * back (churn's trips to the background last 1.5 s at most). Before this, churn had users
 * start a match with the app hidden — its session closed, the match event lost — which
 * no person can do (issue #17).
 */
const FOREGROUND_WAIT_MS = 10_000;

/** Runs one action, timed; an action that throws is a failure of the simulator's own, counted as SIM.ACTION_THREW. */
async function runAction(name: ActionName, context: ActionContext, metrics: SimMetrics): Promise<void> {
  const started = performance.now();
  try {
    const outcome = await ACTIONS[name](context);
    const ms = performance.now() - started;
    if (outcome.kind === 'failed') metrics.recordAction(name, ms, { code: outcome.code, msg: `user ${context.uid}: ${outcome.msg}` });
    else metrics.recordAction(name, ms, outcome.kind, outcome.kind === 'skipped' ? outcome.why : outcome.note);
  } catch (error) {
    metrics.recordAction(name, performance.now() - started, { code: 'SIM.ACTION_THREW', msg: `user ${context.uid}: ${error instanceof Error ? error.message : String(error)}` });
  }
}

/**
 * One user's schedule: every action of their role once (firstRound), however long that
 * takes, then actions drawn by weight (`mix`, or the usual ones) until `endAt`; a pause drawn from `think` before
 * each (a person looks before they tap, and a crowd that signed in together does not tap
 * in the same instant). An action under way when the time is up runs to its end (each is
 * bounded), so the run never leaves a call or a live half done.
 */
export async function runUserSchedule(context: ActionContext, role: { readonly isHost: boolean; readonly liveLast: boolean }, endAt: number, think: ThinkTime, metrics: SimMetrics, mix?: ActionMix): Promise<void> {
  const { isHost } = role;
  const { random } = context;
  const pause = () => sleep(between(random, think.minMs, think.maxMs));
  const inFront = () => waitFor(() => context.user.isForeground(), FOREGROUND_WAIT_MS);
  for (const name of firstRound(isHost, random, role.liveLast)) {
    await pause();
    await inFront();
    await runAction(name, context, metrics);
  }
  for (;;) {
    await sleep(Math.min(between(random, think.minMs, think.maxMs), endAt - Date.now()));
    if (Date.now() >= endAt) return;
    await inFront();
    await runAction(nextAction(isHost, random, mix), context, metrics);
  }
}
