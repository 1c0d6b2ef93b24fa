import type { Session, SessionStore } from './session-store.js';

/** Sessions in a Map, for tests and benches (the app's store is the accounts module's, in the database). */
export class InMemorySessionStore implements SessionStore {
  private readonly sessions = new Map<string, Session>();

  put(session: Session): void {
    this.sessions.set(session.token, session);
  }

  revoke(token: string): void {
    this.sessions.delete(token);
  }

  async find(token: string): Promise<Session | null> {
    return this.sessions.get(token) ?? null;
  }
}
