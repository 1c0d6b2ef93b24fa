import { z } from 'zod';

/**
 * The game bridge's messages (001 §7; docs/adr/0010-game-bridge.md), one schema each.
 * Every message is an envelope `{ channel, v, id, kind }`: a `call` names a method and
 * its params, a `reply` answers the call with the same id. A message that fails its
 * schema is ignored and counted, like one from the wrong origin.
 */
export const BRIDGE_CHANNEL = 'glint-game';
export const BRIDGE_VERSION = 1;
/** Ours: the longest call id either side may send. */
const BRIDGE_ID_MAX = 64;

const envelope = { channel: z.literal(BRIDGE_CHANNEL), v: z.literal(BRIDGE_VERSION), id: z.string().min(1).max(BRIDGE_ID_MAX) };

/** The game's calls to the app and their params. */
export const gameCallParams = {
  /** The game asks who plays, their balance and language. */
  getStatus: z.object({}),
  /** The game asks for coins: the app opens its recharge flow (the result comes back as rechargeSuccess). */
  recharge: z.object({ coins: z.number().int().positive().max(1_000_000).optional() }),
  /** The game asks to be closed. */
  pageClose: z.object({}),
} as const;

export type GameCallMethod = keyof typeof gameCallParams;

/** The app's calls to the game: the payment result (001 §3: success, newBalance, orderId, error). */
export const rechargeSuccessParams = z.object({
  success: z.boolean(),
  newBalance: z.number().int().nonnegative().nullable(),
  orderId: z.string().nullable(),
  error: z.string().nullable(),
});
export type RechargeResult = z.infer<typeof rechargeSuccessParams>;

/** What the app answers getStatus with. */
export const gameStatusResult = z.object({ uid: z.number().int(), balance: z.number().int().nonnegative().nullable(), language: z.string() });
export type GameStatus = z.infer<typeof gameStatusResult>;

export const bridgeCallSchema = z.object({ ...envelope, kind: z.literal('call'), method: z.string().max(BRIDGE_ID_MAX), params: z.unknown() });
export const bridgeReplySchema = z.union([
  z.object({ ...envelope, kind: z.literal('reply'), ok: z.literal(true), result: z.record(z.string(), z.unknown()) }),
  z.object({ ...envelope, kind: z.literal('reply'), ok: z.literal(false), error: z.string().max(200) }),
]);
export const bridgeMessageSchema = z.union([bridgeCallSchema, bridgeReplySchema]);

/** The communicator errors (001 §8 "Games"), and a call that got no answer in time. */
export type BridgeErrorCode = 'GAME.NOT_INITIALIZED' | 'GAME.NOT_AVAILABLE' | 'GAME.MAX_RETRIES' | 'GAME.NO_HANDLER' | 'GAME.DESTROYED' | 'GAME.TIMEOUT' | 'GAME.FAILED';
