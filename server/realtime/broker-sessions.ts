import type { Aedes, Client } from 'aedes';

/** Which sign-in sessions are still live (not signed out, banned, reset or expired); the accounts module answers. */
export interface LiveSessions {
  liveOf(sessionIds: readonly number[]): Promise<ReadonlySet<number>>;
}

/**
 * How often the broker asks whether the sessions of its connections are still live. A
 * logout, ban or password reset ends the user's MQTT connection within this long, on any
 * broker node (the sessions table is the only shared truth; no revocation message needed).
 */
export const BROKER_SESSION_CHECK_MS = 2_000;

/**
 * The sign-in session behind each connection, and the sweep that closes a connection
 * whose session ended. A password bound to a dead session is also refused at connect.
 */
export class BrokerSessionWatch {
  private readonly sessionOf = new Map<Client, number>();

  constructor(private readonly sessions: LiveSessions) {}

  async isLive(session: number): Promise<boolean> {
    return (await this.sessions.liveOf([session])).has(session);
  }

  track(client: Client, session: number): void {
    this.sessionOf.set(client, session);
  }

  forget(client: Client): void {
    this.sessionOf.delete(client);
  }

  /**
   * Closes every connection whose session is no longer live; returns how many. Only the
   * connections known when the question was asked are judged: one that connected while
   * the answer was on its way is not in it, and closing it for that dropped fresh
   * connections by the dozen under a crowd reconnecting (bench/connections.bench.ts).
   */
  async sweep(): Promise<number> {
    if (this.sessionOf.size === 0) return 0;
    const asked = [...this.sessionOf];
    const live = await this.sessions.liveOf([...new Set(asked.map(([, session]) => session))]);
    let closed = 0;
    for (const [client, session] of asked) {
      if (live.has(session) || this.sessionOf.get(client) !== session) continue;
      this.sessionOf.delete(client);
      client.close();
      closed += 1;
    }
    return closed;
  }

  /** Sweeps every BROKER_SESSION_CHECK_MS until the broker closes; a failed sweep is reported and the next one retries. */
  start(broker: Aedes, onError: (error: unknown) => void): void {
    // One sweep at a time: with thousands of connections a slow answer must not pile up a second query behind it.
    let sweeping = false;
    const timer = setInterval(() => {
      if (sweeping) return;
      sweeping = true;
      void this.sweep().catch(onError).finally(() => {
        sweeping = false;
      });
    }, BROKER_SESSION_CHECK_MS);
    timer.unref();
    broker.once('closed', () => clearInterval(timer));
  }
}
