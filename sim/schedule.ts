import type { ActionName, SimAction } from './actions/action.js';
import { buyCoins } from './actions/buy-coins.js';
import { callHost } from './actions/call-host.js';
import { discover } from './actions/discover.js';
import { editProfile } from './actions/edit-profile.js';
import { goLive, watchLive } from './actions/live.js';
import { match } from './actions/match.js';
import { sendGift } from './actions/send-gift.js';
import { sendMessage } from './actions/send-message.js';
import type { ActionMix } from './options.js';

/** Share of the simulated users the operator makes hosts (who go live and are called); at least one. */
export const HOST_SHARE = 0.1;
/** Share of card payments made with the declined card. */
const DECLINE_SHARE = 0.25;

export const ACTIONS: Readonly<Record<ActionName, SimAction>> = {
  'edit-profile': editProfile,
  discover,
  message: sendMessage,
  gift: sendGift,
  'buy-coins': (context) => buyCoins(context, context.random() < DECLINE_SHARE ? 'decline' : 'succeed'),
  match,
  call: callHost,
  'go-live': goLive,
  'watch-live': watchLive,
};

/** How often each action comes up once the first round is done (relative weights): messages most. */
const MEMBER_WEIGHTS: Readonly<Partial<Record<ActionName, number>>> = { 'edit-profile': 1, discover: 2, message: 5, gift: 1, 'buy-coins': 1, match: 2, call: 2, 'watch-live': 2 };
const HOST_WEIGHTS: Readonly<Partial<Record<ActionName, number>>> = { 'edit-profile': 1, discover: 1, 'go-live': 3 };

/**
 * A user's first round: every action of their role once, in a seeded order — for members
 * a paid card first (the coins the paid actions need) and a call with them while the hosts
 * who go live last are still free, then the rest with one declined card among them; for hosts going live first, or last (`liveLast`: every other host, so
 * that while some are live for the viewers others are free for the callers).
 */
export function firstRound(isHost: boolean, random: () => number, liveLast = false): ActionName[] {
  if (isHost) {
    const rest = shuffled<ActionName>(['edit-profile', 'discover'], random);
    return liveLast ? [...rest, 'go-live'] : ['go-live', ...rest];
  }
  const rest = shuffled<ActionName>(['edit-profile', 'discover', 'message', 'gift', 'match', 'watch-live', 'buy-coins'], random);
  return ['buy-coins', 'call', ...rest];
}

/** The longest first round (a member's: every flow but going live, and a second card). */
export const LONGEST_FIRST_ROUND = firstRound(false, () => 0).length;

/**
 * The weights a role draws from after the first round: its usual ones, or those of `mix`
 * (--mix) among the role's own actions — unless the mix names none of them.
 */
export function drawWeights(isHost: boolean, mix?: ActionMix): [ActionName, number][] {
  const usual = Object.entries(isHost ? HOST_WEIGHTS : MEMBER_WEIGHTS) as [ActionName, number][];
  const mixed = usual.flatMap(([name]): [ActionName, number][] => (mix?.[name] === undefined ? [] : [[name, mix[name]]]));
  return mixed.length > 0 ? mixed : usual;
}

/** The next action after the first round, drawn by weight. */
export function nextAction(isHost: boolean, random: () => number, mix?: ActionMix): ActionName {
  const weights = drawWeights(isHost, mix);
  const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
  let draw = random() * total;
  for (const [name, weight] of weights) {
    draw -= weight;
    if (draw < 0) return name;
  }
  return (weights[weights.length - 1] as [ActionName, number])[0];
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}
