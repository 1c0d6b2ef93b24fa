import { BehaviorSubject } from 'rxjs';
import { z } from 'zod';
import { gameItemSchema, type GameItem } from '../contracts/game/game-item';
import { profileGamesContract } from '../contracts/profile/games.contract';
import type { LiveState } from '../live-state';
import type { HttpPort } from '../ports/http.port';
import type { StoragePort } from '../ports/storage.port';
import type { Loadable } from '../wallet/loadable';

/** Storage key of the cached list (per user: each link carries the user's uid). */
export const GAME_LIST_KEY = 'game.list';

const cachedSchema = z.object({ version: z.number().int().nonnegative(), list: z.array(gameItemSchema) });

export interface GameListStore {
  /** The games: the cached list at once, then the server's when its version differs. */
  readonly list$: LiveState<Loadable<readonly GameItem[]>>;
  load(): Promise<void>;
  find(gameId: number): GameItem | null;
}

export interface GameListDeps {
  readonly http: HttpPort;
  readonly storage: StoragePort;
  readonly uid: () => number | null;
}

/** The games list (001 §7 /profile/games), cached by its version ("the cached game list is compared to game_version"). */
export function createGameListStore(deps: GameListDeps): GameListStore {
  const list$ = new BehaviorSubject<Loadable<readonly GameItem[]>>({ status: 'loading' });
  let cachedVersion: number | null = null;

  const readCache = () => {
    const uid = deps.uid();
    const parsed = uid === null ? null : cachedSchema.safeParse(deps.storage.read(GAME_LIST_KEY, uid));
    if (parsed?.success !== true) return;
    cachedVersion = parsed.data.version;
    list$.next({ status: 'ready', data: parsed.data.list });
  };

  return {
    list$,
    async load() {
      if (list$.getValue().status !== 'ready') readCache();
      const answer = await deps.http.request(profileGamesContract, {});
      if (!answer.ok) {
        if (list$.getValue().status !== 'ready') list$.next({ status: 'error', code: answer.error.code });
        return;
      }
      if (answer.data.version === cachedVersion && list$.getValue().status === 'ready') return;
      cachedVersion = answer.data.version;
      list$.next({ status: 'ready', data: answer.data.list });
      const uid = deps.uid();
      if (uid !== null) deps.storage.write(GAME_LIST_KEY, answer.data, uid);
    },
    find(gameId) {
      const state = list$.getValue();
      return state.status === 'ready' ? (state.data.find((game) => game.id === gameId) ?? null) : null;
    },
  };
}
