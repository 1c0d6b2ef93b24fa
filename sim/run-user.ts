import { performance } from 'node:perf_hooks';
import type { ActionContext, ActionName } from './actions/action.js';
import type { SimMetrics } from './metrics.js';
import { between } from './random.js';
import { ACTIONS, firstRound, nextAction } from './schedule.js';
import { sleep } from './wait.js';

/** A person's pause between two things they do in the app. */
const THINK_MIN_MS = 500;
const THINK_MAX_MS = 2_500;

/** Runs one action, timed; an action that throws is a failure of the simulator's own, counted as SIM.ACTION_THREW. */
async function runAction(name: ActionName, context: ActionContext, metrics: SimMetrics): Promise<void> {
  const started = performance.now();
  try {
    const outcome = await ACTIONS[name](context);
    const ms = performance.now() - started;
    metrics.recordAction(name, ms, outcome.kind === 'failed' ? { code: outcome.code, msg: `user ${context.uid}: ${outcome.msg}` } : outcome.kind);
  } catch (error) {
    metrics.recordAction(name, performance.now() - started, { code: 'SIM.ACTION_THREW', msg: `user ${context.uid}: ${error instanceof Error ? error.message : String(error)}` });
  }
}

/**
 * One user's schedule until `endAt`: every action of their role once (firstRound), then
 * actions drawn by weight, a pause between two. An action under way when the time is up
 * runs to its end (each is bounded), so the run never leaves a call or a live half done.
 */
export async function runUserSchedule(context: ActionContext, isHost: boolean, endAt: number, metrics: SimMetrics): Promise<void> {
  const { random } = context;
  for (const name of firstRound(isHost, random)) {
    if (Date.now() >= endAt) return;
    await runAction(name, context, metrics);
    await sleep(Math.min(between(random, THINK_MIN_MS, THINK_MAX_MS), endAt - Date.now()));
  }
  while (Date.now() < endAt) {
    await runAction(nextAction(isHost, random), context, metrics);
    await sleep(Math.min(between(random, THINK_MIN_MS, THINK_MAX_MS), endAt - Date.now()));
  }
}
