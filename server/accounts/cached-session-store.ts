import { AliasNode, DeleteQueryNode, TableNode, UpdateQueryNode, type KyselyPlugin, type OperationNode, type QueryId, type RootOperationNode } from 'kysely';
import type { Session, SessionStore } from '../api/session-store.js';

/**
 * How long a node answers a bearer token from memory (issue #17: the session read was one
 * of every request's statements). Revocations made through this process's database handle
 * drop the cache at once (`sessionWritesWatch`), so one process alone may keep a session a
 * minute. With other nodes, a revocation made there (logout, ban, a newer sign-in) reaches
 * this node's memory only by expiry: one second, inside the broker's own 2 s sweep of
 * revoked sessions, so it opens no window the product did not already have ("refused
 * within 2 s of a logout or ban"). Telling the other nodes through Redis would let them
 * keep it longer too: the next step if sessions show up again in the send path's cost.
 */
export const SESSION_CACHE_MS = { singleNode: 60_000, cluster: 1_000 } as const;
/** A bound on memory: past it the oldest entries go first. */
const SESSION_CACHE_ENTRIES = 50_000;

export interface CachedSessionStore extends SessionStore {
  /** Forgets every cached session (a sessions row changed on this node). */
  forgetAll(): void;
}

/**
 * The request layer's SessionStore with a short memory in front of `inner`. Only found
 * sessions are kept: an unknown token always asks the database, so a fresh sign-in works
 * on every node at once. Times are the process's monotonic clock, not the app clock: the
 * cache is a cost, not a rule, and a test's manual clock must not keep it forever.
 */
export function createCachedSessionStore(inner: SessionStore, keepMs: number, now: () => number = () => performance.now()): CachedSessionStore {
  const cached = new Map<string, { readonly session: Session; readonly until: number }>();
  return {
    async find(token) {
      const hit = cached.get(token);
      if (hit !== undefined && hit.until > now()) return hit.session;
      cached.delete(token);
      const asked = now();
      const session = await inner.find(token);
      if (session === null) return null;
      if (cached.size >= SESSION_CACHE_ENTRIES) cached.delete(cached.keys().next().value as string);
      // From when the question was asked: a revocation that commits meanwhile is not held longer.
      cached.set(token, { session, until: asked + keepMs });
      return session;
    },
    forgetAll() {
      cached.clear();
    },
  };
}

const tableName = (node: OperationNode | undefined): string | undefined =>
  node === undefined ? undefined : TableNode.is(node) ? node.table.identifier.name : AliasNode.is(node) ? tableName(node.node) : undefined;

const writesSessions = (node: RootOperationNode): boolean =>
  (UpdateQueryNode.is(node) && tableName(node.table) === 'sessions')
  || (DeleteQueryNode.is(node) && node.from.froms.some((from) => tableName(from) === 'sessions'));

/**
 * A Kysely plugin that calls `changed` before and after any statement updating or deleting
 * sessions rows (logout, ban, password reset, a newer sign-in, a refresh). After too: a
 * request that read the session while the update ran must not keep the old row. Watching
 * the statements instead of listing the call sites means a new way to revoke a session
 * cannot forget to drop the cache.
 */
export function sessionWritesWatch(changed: () => void): KyselyPlugin {
  const pending = new WeakSet<QueryId>();
  return {
    transformQuery({ node, queryId }) {
      if (writesSessions(node)) {
        pending.add(queryId);
        changed();
      }
      return node;
    },
    async transformResult({ result, queryId }) {
      if (pending.delete(queryId)) changed();
      return result;
    },
  };
}
