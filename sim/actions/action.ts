import type { SimUser } from '../node-root.js';
import type { SimWorld } from '../world.js';

/** Every flow the simulator drives; a user's schedule draws from these. */
export const ACTION_NAMES = ['edit-profile', 'discover', 'message', 'gift', 'buy-coins', 'match', 'call', 'go-live', 'watch-live'] as const;
export type ActionName = (typeof ACTION_NAMES)[number];

export interface ActionContext {
  readonly user: SimUser;
  readonly uid: number;
  readonly world: SimWorld;
  readonly random: () => number;
}

/**
 * How one action ended: done (with a note when it was done another way than usual, which
 * the summary counts apart); skipped (nothing to do now — no host free, no live on, no
 * partner in the queue — which is not a failure); or failed with a stable code.
 */
export type ActionOutcome =
  | { readonly kind: 'done'; readonly note?: string }
  | { readonly kind: 'skipped'; readonly why: string }
  | { readonly kind: 'failed'; readonly code: string; readonly msg: string };

export const DONE: ActionOutcome = { kind: 'done' };
export const done = (note: string): ActionOutcome => ({ kind: 'done', note });
export const skipped = (why: string): ActionOutcome => ({ kind: 'skipped', why });
export const failed = (code: string, msg: string): ActionOutcome => ({ kind: 'failed', code, msg });

/** One flow of the app as a person runs it through the core's use cases (never raw HTTP where a use case exists). */
export type SimAction = (context: ActionContext) => Promise<ActionOutcome>;
