import type { Session, SessionStore } from './session-store.js';

/**
 * Sessions in a Map, for tests and benches (the app's store is the accounts module's, in the database).
 * `rowFor`, when given, names the sign-in row each session stands for (broker passwords are bound to
 * one, and /profile/init refuses a session without it); `find` waits until that row exists.
 */
export class InMemorySessionStore implements SessionStore {
  private readonly sessions = new Map<string, Promise<Session>>();

  constructor(private readonly rowFor?: (session: Session) => Promise<number | undefined>) {}

  put(session: Session): void {
    const rowFor = this.rowFor;
    const stored = rowFor === undefined ? Promise.resolve(session) : rowFor(session).then((id) => (id === undefined ? session : { ...session, id }));
    this.sessions.set(session.token, stored);
  }

  revoke(token: string): void {
    this.sessions.delete(token);
  }

  async find(token: string): Promise<Session | null> {
    return (await this.sessions.get(token)) ?? null;
  }
}
