import { BehaviorSubject, Subject, type Observable, type Subscription } from 'rxjs';
import { compareCursor, type MessageCursor } from '../../domain/messages';
import type { SyncAnswer } from '../contracts/msg/sync.contract';
import { msgSyncAckContract } from '../contracts/msg/sync-ack.contract';
import { msgSyncContract } from '../contracts/msg/sync.contract';
import type { SyncMessage } from '../contracts/msg/sync-message';
import type { ApiError, HttpPort } from '../ports/http.port';
import type { StoragePort } from '../ports/storage.port';
import type { LiveState } from '../live-state';
import { readSyncCursor, writeSyncCursor } from './sync-cursor-storage';

/** Pages one run fetches at most; a longer backlog continues at the next trigger, so a confused server cannot spin the client. */
export const SYNC_MAX_PAGES_PER_RUN = 50;

/** Where a device that never synced starts: before every message. */
const SYNC_ORIGIN: MessageCursor = { mtime: 0, id: 0 };

/** The account part of a sync answer (000 §7): what other stores refresh from. */
export type SyncAccount = Omit<SyncAnswer, 'list' | 'last_sync_mtime' | 'last_sync_id' | 'has_more'>;

export interface GapFillState {
  readonly running: boolean;
  /** The last run's failure, null after a run that finished. */
  readonly error: ApiError | null;
  readonly cursor: MessageCursor | null;
}

export interface GapFillSync {
  readonly state$: LiveState<GapFillState>;
  /** Each page of messages, in (mtime, id) order; merge them into the chats (mergeMessages). */
  readonly messages$: Observable<readonly SyncMessage[]>;
  /** The account state of the latest page (user_info, free coins, bans, pay events…). */
  readonly account$: LiveState<SyncAccount | null>;
  /** Runs a sync now; a call while one runs makes that run go round once more instead. */
  run(): Promise<void>;
  dispose(): void;
}

/**
 * The gap fill (DESIGN.md "Realtime"): after every reconnect, and on demand, pages
 * through /msg/sync from the persisted cursor until nothing more is due, persisting the
 * cursor after every page and acknowledging the last with /msg/sync-ack. The cursor
 * only ever moves forward.
 */
export function createGapFillSync(deps: {
  readonly http: HttpPort;
  readonly storage: StoragePort;
  readonly uid: number;
  /** The realtime port's reconnected$. */
  readonly reconnected$: Observable<unknown>;
}): GapFillSync {
  const { http, storage, uid } = deps;
  const state$ = new BehaviorSubject<GapFillState>({ running: false, error: null, cursor: readSyncCursor(storage, uid) });
  const messages$ = new Subject<readonly SyncMessage[]>();
  const account$ = new BehaviorSubject<SyncAccount | null>(null);
  let current: Promise<void> | null = null;
  let again = false;

  async function syncPages(): Promise<ApiError | null> {
    const start = state$.getValue().cursor ?? SYNC_ORIGIN;
    let cursor = start;
    for (let page = 0; page < SYNC_MAX_PAGES_PER_RUN; page += 1) {
      const answer = await http.request(msgSyncContract, { last_sync_mtime: cursor.mtime, last_sync_id: cursor.id });
      if (!answer.ok) return answer.error;
      const { list, last_sync_mtime, last_sync_id, has_more, ...account } = answer.data;
      account$.next(account);
      if (list.length > 0) messages$.next(list);
      const next = { mtime: last_sync_mtime, id: last_sync_id };
      if (compareCursor(next, cursor) > 0) {
        cursor = next;
        writeSyncCursor(storage, uid, cursor);
        state$.next({ ...state$.getValue(), cursor });
      }
      if (has_more === 0) break;
    }
    if (compareCursor(cursor, start) > 0) await http.request(msgSyncAckContract, { last_sync_mtime: cursor.mtime, last_sync_id: cursor.id });
    return null;
  }

  async function loop(): Promise<void> {
    do {
      again = false;
      state$.next({ ...state$.getValue(), running: true });
      const error = await syncPages();
      state$.next({ ...state$.getValue(), running: false, error });
    } while (again);
  }

  function run(): Promise<void> {
    if (current !== null) {
      again = true;
      return current;
    }
    current = loop().finally(() => {
      current = null;
    });
    return current;
  }

  const reconnects: Subscription = deps.reconnected$.subscribe(() => void run());

  return {
    state$,
    messages$: messages$.asObservable(),
    account$,
    run,
    dispose: () => reconnects.unsubscribe(),
  };
}
