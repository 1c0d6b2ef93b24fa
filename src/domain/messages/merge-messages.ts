import type { MessageIdentity } from './message';

type Keyed = MessageIdentity & { readonly mtime: number };

/**
 * Display and sync order: mtime, then id, a message not yet on the server after every
 * sent one of the same mtime, then client id — a total order once duplicates are gone.
 */
export function compareMessages(a: Keyed, b: Keyed): number {
  if (a.mtime !== b.mtime) return a.mtime < b.mtime ? -1 : 1;
  if (a.id !== b.id) {
    if (a.id === null) return 1;
    if (b.id === null) return -1;
    return a.id < b.id ? -1 : 1;
  }
  const ca = a.client_msg_id ?? '';
  const cb = b.client_msg_id ?? '';
  return ca === cb ? 0 : ca < cb ? -1 : 1;
}

/**
 * Of two copies of one message: the server's over a local one, else the newer arrival.
 * A client id only one copy carries is kept, so a later local copy still finds its match.
 */
function preferred<M extends Keyed>(existing: M, incoming: M): M {
  const winner = existing.id !== null && incoming.id === null ? existing : incoming;
  const other = winner === existing ? incoming : existing;
  if (winner.client_msg_id !== undefined || other.client_msg_id === undefined) return winner;
  // Adding the client id keeps the identity valid, so the copy is still an M.
  return { ...winner, client_msg_id: other.client_msg_id } as M;
}

/**
 * Merges a page of server messages into the local list: one copy per message (the same
 * id, or the same client id, is the same message), in `compareMessages` order. Neither
 * input is changed. Idempotent, and for consistent data independent of page order.
 */
export function mergeMessages<M extends Keyed>(local: readonly M[], page: readonly M[]): M[] {
  const slots: (M | undefined)[] = [];
  const slotById = new Map<number, number>();
  const slotByClientId = new Map<string, number>();

  const forget = (slot: number): M => {
    const message = slots[slot] as M;
    slots[slot] = undefined;
    if (message.id !== null && slotById.get(message.id) === slot) slotById.delete(message.id);
    if (message.client_msg_id !== undefined && slotByClientId.get(message.client_msg_id) === slot) {
      slotByClientId.delete(message.client_msg_id);
    }
    return message;
  };

  for (const message of [...local, ...page]) {
    const byId = message.id === null ? undefined : slotById.get(message.id);
    const byClientId = message.client_msg_id === undefined ? undefined : slotByClientId.get(message.client_msg_id);
    let winner = message;
    if (byId !== undefined) winner = preferred(forget(byId), winner);
    if (byClientId !== undefined && byClientId !== byId) winner = preferred(forget(byClientId), winner);
    const slot = slots.push(winner) - 1;
    if (winner.id !== null) slotById.set(winner.id, slot);
    if (winner.client_msg_id !== undefined) slotByClientId.set(winner.client_msg_id, slot);
  }
  return slots.filter((m): m is M => m !== undefined).sort(compareMessages);
}

const sameCopy = (a: object, b: object): boolean => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => (a as Record<string, unknown>)[key] === (b as Record<string, unknown>)[key]);
};

/**
 * `mergeMessages(log, page)` for a log that is itself a merge result (deduplicated and in
 * order), without rebuilding it for the two things a live chat does per message: a server
 * copy the log already holds unchanged (a QoS 1 repeat, the sender's own push after its
 * send's answer) gives back `log` itself, so its holder can tell nothing changed; a message
 * that is new and sorts after the last one is appended. Anything else is a full merge.
 */
export function mergeIntoLog<M extends Keyed>(log: readonly M[], page: readonly M[]): readonly M[] {
  const held = (message: M): boolean => message.id !== null && log.some((copy) => copy.id === message.id && sameCopy(copy, message));
  if (page.every(held)) return log;
  const [only] = page;
  const last = log.at(-1);
  const isNew = (message: M): boolean =>
    !log.some((copy) => (message.id !== null && copy.id === message.id) || (message.client_msg_id !== undefined && copy.client_msg_id === message.client_msg_id));
  if (page.length === 1 && only !== undefined && (last === undefined || compareMessages(last, only) < 0) && isNew(only)) return [...log, only];
  return mergeMessages(log, page);
}
