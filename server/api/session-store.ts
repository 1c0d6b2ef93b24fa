/**
 * A signed-in session as the request layer needs it: who the bearer is and the key
 * their requests are sealed with. The accounts module issues sessions at login and
 * plugs a database-backed store in through AppContext.
 */
export interface Session {
  readonly token: string;
  readonly uid: number;
  /** The per-session wire key (base64, WIRE_KEY_BYTES bytes), sent to the client as `app_cre`. */
  readonly appCre: string;
  /** Epoch ms after which the token is refused (the pipeline compares with ctx.clock). */
  readonly expiresAt: number;
  /** The sign-in session's id, which broker passwords are bound to; absent in test stores that have no sessions table. */
  readonly id?: number;
}

export interface SessionStore {
  /** The session of `token`, or null when it is unknown or revoked. May throw if storage is down. */
  find(token: string): Promise<Session | null>;
}
