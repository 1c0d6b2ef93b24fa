import { BehaviorSubject } from 'rxjs';
import type { OnlineStatus } from '../../domain/calls';
import type { LiveState } from '../../application/live-state';
import { PRESENCE } from '../../application/presence/presence.tokens';
import { useService } from '../app-services';
import { useLiveState } from './use-live-state';

/** Before the core starts nobody's status is known. */
const NOBODY: LiveState<ReadonlyMap<number, OnlineStatus>> = new BehaviorSubject<ReadonlyMap<number, OnlineStatus>>(new Map());

/**
 * Another user's online dot from the one presence store (application/presence), so the
 * user page, the chat header, the inbox and Discover show the same; `fallback` (the
 * view's own card) only until the store has heard of them.
 */
export function useOnlineStatus(uid: number | null, fallback: number): number {
  const statuses = useLiveState(useService(PRESENCE)?.statuses$ ?? NOBODY);
  return uid === null ? fallback : (statuses.get(uid) ?? fallback);
}
