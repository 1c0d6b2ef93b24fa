import { randomInt } from 'node:crypto';
import type { GameNotice } from '../../src/application/contracts/game/game-notice.js';
import { CONGRATS_LIST_DEFAULT } from '../../src/domain/banners/congrats-banner.js';
import { REALTIME_MESSAGE_TYPE } from '../../src/domain/constants.js';
import { checkGameRound, settleGameRound } from '../../src/domain/games/game-round.js';
import type { AppContext } from '../context.js';
import { deleteGameRound, findGameRound, findGameSession, insertGameRound, winnerCard } from './games-queries.js';
import type { GameRoundsTable } from './games-tables.js';
import { sampleGameById } from './sample-games.js';

/** Ours: a play session with no heartbeat (every 30 s, 001 §9) for three beats is over: the game was closed. */
export const GAME_SESSION_IDLE_MS = 90_000;

export type PlayDeps = Pick<AppContext, 'db' | 'clock' | 'ledger' | 'realtime' | 'log'>;

export interface PlayRequest {
  readonly sessionId: string;
  /** Chosen by the game for each round: a retry with the same id is the same round. */
  readonly roundId: string;
  readonly stake: number;
  readonly choice: number;
}

export type PlayAnswer =
  | { readonly ok: true; readonly won: boolean; readonly drawn: number; readonly payout: number; readonly balance: number }
  | { readonly ok: false; readonly code: 'GAME.SESSION_OVER' | 'GAME.BAD_STAKE' | 'GAME.BAD_CHOICE' | 'GAME.ROUND_REUSED'; readonly balance: number | null }
  | { readonly ok: false; readonly code: 'COINS.INSUFFICIENT'; readonly balance: number; readonly needed: number }
  /** The player's own spending limit (issue #19) refused the stake. */
  | { readonly ok: false; readonly code: 'SPEND.LIMIT'; readonly balance: number };

const roundKey = (sessionId: string, roundId: string) => `${sessionId}:${roundId}`;

/**
 * One wagered round (issue #16): the stake leaves the player's account and a hit's payout
 * comes back, both through the ledger under the round's own keys, so a retried round is
 * charged and paid once and answers what the first try did. The draw is stored before any
 * coin moves: a retry racing the first try replays its draw instead of drawing again.
 */
export async function playRound(deps: PlayDeps, request: PlayRequest): Promise<PlayAnswer> {
  const { db, ledger } = deps;
  const now = deps.clock.now();
  const session = await findGameSession(db, request.sessionId);
  if (session === undefined || now - session.lastHeartbeatAt > GAME_SESSION_IDLE_MS) return { ok: false, code: 'GAME.SESSION_OVER', balance: null };
  const game = sampleGameById(session.gameId);
  if (game === undefined) return { ok: false, code: 'GAME.SESSION_OVER', balance: null };
  const refused = checkGameRound(game.rules, request.stake, request.choice);
  if (refused !== null) return { ...refused, ok: false, balance: await ledger.balanceOf(session.uid) };

  const id = roundKey(session.id, request.roundId);
  const fresh: GameRoundsTable = { id, session_id: session.id, game_id: game.id, uid: session.uid, stake: request.stake, choice: request.choice, drawn: randomInt(game.rules.choices), payout: 0, created_at: now };
  fresh.payout = settleGameRound(game.rules, fresh.stake, fresh.choice, fresh.drawn).payout;
  const inserted = await insertGameRound(db, fresh);
  const round = inserted ? fresh : await findGameRound(db, id);
  if (round === undefined) return { ok: false, code: 'GAME.SESSION_OVER', balance: null };
  if (round.stake !== request.stake || round.choice !== request.choice) return { ok: false, code: 'GAME.ROUND_REUSED', balance: await ledger.balanceOf(session.uid) };

  const meta = { game_id: game.id, round: id };
  const paid = await ledger.spend(session.uid, round.stake, 'game', `game:${id}:stake`, meta);
  if (!paid.ok) {
    if (paid.error.code === 'COINS.INSUFFICIENT') {
      // Nothing moved: the round did not happen, and the same id may be played once coins arrive.
      if (inserted) await deleteGameRound(db, id);
      return { ok: false, code: 'COINS.INSUFFICIENT', balance: paid.error.balance, needed: paid.error.needed };
    }
    if (paid.error.code === 'SPEND.LIMIT') {
      if (inserted) await deleteGameRound(db, id);
      return { ok: false, code: 'SPEND.LIMIT', balance: await ledger.balanceOf(session.uid) };
    }
    return { ok: false, code: 'GAME.ROUND_REUSED', balance: await ledger.balanceOf(session.uid) };
  }
  let balance = paid.value.fromBalance;
  if (round.payout > 0) {
    // Paid from issuance, not from the stakes collected: a lucky streak can exceed them, and issuance may go below zero.
    const won = await ledger.grant(session.uid, round.payout, 'game', `game:${id}:payout`, meta);
    if (won.ok) balance = won.value.toBalance;
    if (inserted) await publishWin(deps, session.uid, game.id, game.title, round.payout, now);
  }
  return { ok: true, won: round.payout > 0, drawn: round.drawn, payout: round.payout, balance };
}

/** The type 13 game notice to the winner: the congratulation banner (001 §4). */
async function publishWin(deps: PlayDeps, uid: number, gameId: number, title: string, coins: number, now: number): Promise<void> {
  const card = await winnerCard(deps.db, uid);
  if (card === undefined) return;
  const notice: GameNotice = { type: REALTIME_MESSAGE_TYPE.gameNotice, user_info: card, game_title: title, coin: coins, game_id: gameId, add_time: now, limit: CONGRATS_LIST_DEFAULT };
  await deps.realtime.publisher.publishToUser(uid, notice).catch((error: unknown) => deps.log.warn({ err: error }, 'game win notice not published'));
}
