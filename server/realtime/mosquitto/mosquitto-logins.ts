import type { LiveSessions } from '../broker-sessions.js';
import type { DynamicSecurity } from './dynamic-security.js';

/**
 * The Mosquitto logins this node created, and the sweep that deletes each one whose
 * sign-in session ended (logout, ban, reset): deleting a client makes Mosquitto close its
 * connection, as the Aedes broker's session sweep does. Only this node's logins: a node
 * that restarts forgets the ones it made before (they keep working until the device signs
 * in again, which replaces the password) — see docs/adr/0021-mosquitto-and-the-broker-seam.md.
 */
export class MosquittoLogins {
  private readonly sessionOf = new Map<string, number>();

  constructor(private readonly sessions: LiveSessions, private readonly dynsec: DynamicSecurity) {}

  remember(username: string, session: number): void {
    this.sessionOf.set(username, session);
  }

  /** Deletes the logins whose session is no longer live; returns how many. */
  async sweep(): Promise<number> {
    const asked = [...this.sessionOf];
    if (asked.length === 0) return 0;
    const live = await this.sessions.liveOf([...new Set(asked.map(([, session]) => session))]);
    const ended = asked.filter(([username, session]) => !live.has(session) && this.sessionOf.get(username) === session);
    if (ended.length === 0) return 0;
    for (const [username] of ended) this.sessionOf.delete(username);
    await this.dynsec.run(ended.map(([username]) => ({ command: 'deleteClient', username })));
    return ended.length;
  }
}
