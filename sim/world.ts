import type { SimUser } from './node-root.js';

/** One text a simulated user sent and the server accepted, in the order it was sent. */
export interface SentText {
  readonly from: number;
  readonly to: number;
  readonly text: string;
}

/** A payment the simulator made and what the checkout said of it. */
export interface PaymentRecord {
  readonly uid: number;
  readonly card: 'succeed' | 'decline';
  readonly status: string;
  /** The coins the checkout's result said were credited (0 unless it succeeded). */
  readonly coins: number;
  /** The buyer's coins before and after, as the wallet read them. */
  readonly before: number | null;
  readonly after: number | null;
}

/**
 * What the simulated users share while a run goes on (one process, one event loop: plain
 * fields need no locking): who they are, who is a host and free for a call, and what was
 * sent and paid — the record the invariant checks hold the server's and the receivers'
 * state against.
 */
export interface SimWorld {
  /** Signed in, in sign-in order, with their accounts. */
  readonly users: readonly { readonly uid: number; readonly user: SimUser }[];
  readonly hosts: ReadonlySet<number>;
  /** Hosts no one is calling and who are not live: a caller takes one, and gives it back. */
  readonly freeHosts: Set<number>;
  readonly sent: SentText[];
  readonly payments: PaymentRecord[];
}

export function createSimWorld(users: SimWorld['users'], hosts: ReadonlySet<number>): SimWorld {
  return { users, hosts, freeHosts: new Set(hosts), sent: [], payments: [] };
}

/** The peers a user writes to: the next ones in sign-in order (a ring), so each receiver's chats stay few enough to check. */
export const MESSAGE_PEERS = 2;
export function messagePeersOf(world: SimWorld, uid: number): number[] {
  const members = world.users.filter((member) => !world.hosts.has(member.uid));
  const index = members.findIndex((member) => member.uid === uid);
  if (index < 0 || members.length < 2) return [];
  const peers = new Set<number>();
  for (let step = 1; step <= MESSAGE_PEERS && step < members.length; step += 1) peers.add((members[(index + step) % members.length] as { uid: number }).uid);
  return [...peers];
}
