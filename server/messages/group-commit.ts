import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { insertMessage, storeMessage, storeOutcome, type NewMessage, type StoreOutcome } from './store-message.js';
import { insertMessageBatch } from './store-message-batch.js';

/**
 * The most messages one group write carries: past a few hundred the statement's JSON and
 * its sort grow while a send's wait does not shrink (issue #17's load is 200 senders).
 */
export const GROUP_COMMIT_MAX_MESSAGES = 256;

/** Stores messages as storeMessage does, writing concurrent plain ones together. */
export interface MessageWriter {
  store(input: NewMessage): Promise<StoreOutcome>;
}

interface Waiting {
  readonly input: NewMessage;
  readonly resolve: (outcome: StoreOutcome) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Group commit (issue #17): a plain message that arrives while a write is in flight waits
 * for it, and all that waited then go in ONE statement (store-message-batch.ts) — one
 * multi-row insert, the chat rows updated once — instead of one statement and commit each.
 * A lone message is written at once by insertMessage (no timer: an idle server adds no
 * wait). Each sender is answered only when its own row has committed. Only messages that
 * passed every check get here. If the group statement fails, each of its messages is
 * written again alone, so one bad row fails only its own send. A masked text (its original
 * beside it) goes through storeMessage's transaction, as before.
 */
export function createGroupCommit(db: Kysely<Database>): MessageWriter {
  const queue: Waiting[] = [];
  let writing = false;

  /**
   * The next group: the longest run of waiting messages, in arrival order, with one message
   * per sender's client id — a twin starts the next group (and is answered as a retry), so
   * no message is ever written after one that arrived later.
   */
  function takeGroup(): Waiting[] {
    const ids = new Set<string>();
    let size = 0;
    for (const { input } of queue) {
      const id = input.clientMsgId === null ? null : `${input.senderUid}:${input.clientMsgId}`;
      if (size >= GROUP_COMMIT_MAX_MESSAGES || (id !== null && ids.has(id))) break;
      if (id !== null) ids.add(id);
      size += 1;
    }
    return queue.splice(0, size);
  }

  const settle = (waiting: Waiting, outcome: Promise<StoreOutcome>) => outcome.then(waiting.resolve, waiting.reject);

  async function write(group: readonly Waiting[]): Promise<void> {
    if (group.length === 1) return settle(group[0] as Waiting, insertMessage(db, (group[0] as Waiting).input));
    let stored;
    try {
      stored = await insertMessageBatch(db, group.map((waiting) => waiting.input));
    } catch {
      // Which row failed is not known: each is written alone, failing (or not) on its own, in arrival order.
      for (const waiting of group) await settle(waiting, insertMessage(db, waiting.input));
      return;
    }
    await Promise.all(group.map((waiting, ord) => settle(waiting, storeOutcome(db, waiting.input, stored.get(ord)))));
  }

  async function drain(): Promise<void> {
    writing = true;
    try {
      while (queue.length > 0) await write(takeGroup());
    } finally {
      writing = false;
    }
  }

  return {
    store(input) {
      if (input.original !== null) return storeMessage(db, input);
      return new Promise<StoreOutcome>((resolve, reject) => {
        queue.push({ input, resolve, reject });
        if (!writing) void drain();
      });
    },
  };
}
