import { BehaviorSubject, Subject, type Observable, type Subscription } from 'rxjs';
import { gameLinkOrigin, isGameLinkForUser } from '../../domain/games/game-link';
import { gameDetailContract } from '../contracts/game/detail.contract';
import { gameHeartContract } from '../contracts/game/heart.contract';
import type { LiveState } from '../live-state';
import type { GameWindowPort } from '../ports/game-window.port';
import type { HttpPort } from '../ports/http.port';
import { createGameBridge, type BridgeStats, type GameBridge } from './game-bridge';
import type { GameListStore } from './game-list-store';
import type { GameRecharge } from './game-recharge';

/** The heartbeat of an open game (001 §9: every 30 s). */
export const GAME_HEARTBEAT_MS = 30_000;
/** Ours: a game that has not called in this long after its frame was made has failed to load. */
export const GAME_LOAD_TIMEOUT_MS = 20_000;

/**
 * The game frame's states (001 §4 "Game popup"): loading, then loaded ('ready') or an
 * error with retry and return; 'refused' when the link is not the current user's
 * (001 §5) or not a web address.
 */
export type GameFramePhase = 'loading' | 'ready' | 'error' | 'refused';

export interface GameFrameView {
  readonly phase: GameFramePhase;
  readonly title: string;
  /** The frame's address, once the play session exists. */
  readonly src: string | null;
  /** Bumped by each reload: the view makes a new frame for each attempt. */
  readonly attempt: number;
  readonly stats: BridgeStats;
}

export interface GameFrame {
  readonly view$: LiveState<GameFrameView>;
  /** The game asked to be closed (pageClose). */
  readonly closeRequests$: Observable<void>;
  /** The view made the frame of this attempt: `frame()` answers its window. */
  attach(frame: () => unknown): void;
  reload(): void;
  /** Closing: the heartbeat stops, the bridge is destroyed and the balance is refreshed (001 §4). */
  close(): void;
}

export interface OpenGameDeps {
  readonly http: HttpPort;
  readonly list: GameListStore;
  readonly window: GameWindowPort;
  readonly recharge: GameRecharge;
  readonly uid: () => number | null;
  readonly language: () => string;
  readonly balance: () => number | null;
  readonly refreshBalance: () => Promise<void>;
  /** This app's origin: the game is told to talk to it only. */
  readonly appOrigin: string;
  readonly schedule: (run: () => void, ms: number) => () => void;
  readonly every: (run: () => void, ms: number) => () => void;
  readonly newId: () => string;
}

const NO_STATS: BridgeStats = { handled: 0, ignored: 0, ready: false };

/** Opens game `gameId` in a frame: checks its link, starts a play session, and runs the bridge and the heartbeat while it is open. */
export function openGame(deps: OpenGameDeps, gameId: number): GameFrame {
  const view$ = new BehaviorSubject<GameFrameView>({ phase: 'loading', title: '', src: null, attempt: 0, stats: NO_STATS });
  const closeRequests = new Subject<void>();
  let session: { readonly id: string; readonly origin: string } | null = null;
  let bridge: GameBridge | null = null;
  let bridgeStats: Subscription | null = null;
  let stopHeartbeat: (() => void) | null = null;
  let cancelLoadTimeout: (() => void) | null = null;
  let closed = false;

  const update = (patch: Partial<GameFrameView>) => {
    if (!closed) view$.next({ ...view$.getValue(), ...patch });
  };
  const deliverResult = () => {
    const result = bridge !== null && view$.getValue().stats.ready ? deps.recharge.take(gameId) : null;
    if (result !== null) void bridge?.rechargeSuccess(result);
  };
  const stopOnResult = deps.recharge.onResult((id) => id === gameId && deliverResult());

  const teardownAttempt = () => {
    bridgeStats?.unsubscribe();
    bridge?.destroy();
    stopHeartbeat?.();
    cancelLoadTimeout?.();
    bridge = bridgeStats = stopHeartbeat = cancelLoadTimeout = null;
  };

  const start = async () => {
    teardownAttempt();
    update({ phase: 'loading', src: null, attempt: view$.getValue().attempt + 1, stats: NO_STATS });
    if (deps.list.find(gameId) === null) await deps.list.load();
    const game = deps.list.find(gameId);
    const uid = deps.uid();
    if (game === null || uid === null) return update({ phase: 'error' });
    update({ title: game.title });
    const origin = gameLinkOrigin(game.link);
    if (origin === null || !isGameLinkForUser(game.link, uid)) return update({ phase: 'refused' });
    const detail = await deps.http.request(gameDetailContract, { game_id: gameId });
    if (closed) return;
    if (!detail.ok) return update({ phase: 'error' });
    session = { id: detail.data.session_id, origin };
    const query = `session_id=${encodeURIComponent(session.id)}&app_origin=${encodeURIComponent(deps.appOrigin)}&lang=${encodeURIComponent(deps.language())}`;
    update({ src: `${game.link}${game.link.includes('?') ? '&' : '?'}${query}` });
    const beat = session;
    stopHeartbeat = deps.every(() => void deps.http.request(gameHeartContract, { game_id: gameId, session_id: beat.id }), GAME_HEARTBEAT_MS);
    cancelLoadTimeout = deps.schedule(() => {
      if (view$.getValue().phase === 'loading') update({ phase: 'error' });
    }, GAME_LOAD_TIMEOUT_MS);
  };

  void start();

  return {
    view$,
    closeRequests$: closeRequests.asObservable(),
    attach(frame) {
      if (session === null || closed) return;
      bridge?.destroy();
      bridgeStats?.unsubscribe();
      bridge = createGameBridge({
        window: deps.window,
        frame,
        origin: session.origin,
        schedule: deps.schedule,
        newId: deps.newId,
        handlers: {
          getStatus: async () => {
            await deps.refreshBalance().catch(() => undefined);
            return { uid: deps.uid() ?? 0, balance: deps.balance(), language: deps.language() };
          },
          recharge: async ({ coins }) => {
            deps.recharge.request(gameId, coins);
            return {};
          },
          pageClose: async () => {
            closeRequests.next();
            return {};
          },
        },
      });
      bridgeStats = bridge.stats$.subscribe((stats) => {
        const wasReady = view$.getValue().stats.ready;
        update({ stats, ...(stats.ready && view$.getValue().phase !== 'ready' && { phase: 'ready' }) });
        if (stats.ready && !wasReady) {
          cancelLoadTimeout?.();
          deliverResult();
        }
      });
    },
    reload: () => void start(),
    close() {
      if (closed) return;
      teardownAttempt();
      stopOnResult();
      closed = true;
      void deps.refreshBalance().catch(() => undefined);
    },
  };
}
