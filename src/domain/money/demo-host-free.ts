/**
 * Demo hosts are invented people played by the server: they answer calls, matches and
 * messages, but no audio or video and no person is ever on the other side. So nothing
 * between a person and a demo host costs coins — calls, matches, messages, gifts — and
 * every screen that shows one says "Demo" (issue #11). Both ends use these rules: the
 * server to charge nothing, the client to label the host and show "Free — demo host"
 * where a price would be.
 */

/** A user as a card carries the flag (0/1 on the wire, a boolean in a server row). */
export interface DemoFlagged {
  readonly is_demo?: number | boolean;
}

/** The user is a demo host: the card gets the "Demo" label. A card without the flag is a person. */
export function isDemoHost(user: DemoFlagged | null | undefined): boolean {
  return user?.is_demo === true || user?.is_demo === 1;
}

/** Anything between these two users is free: one of them is a demo host. */
export function isDemoPair(a: DemoFlagged | null | undefined, b: DemoFlagged | null | undefined): boolean {
  return isDemoHost(a) || isDemoHost(b);
}
