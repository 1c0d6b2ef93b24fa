import { randomUUID } from 'node:crypto';

/** How long one long poll may wait for events; Janus answers a keepalive after 30 s anyway. */
const POLL_MAX_EVENTS = 10;
/** After a failed poll (Janus restarting, a network blip) the next one waits this long. */
const POLL_RETRY_MS = 500;
/** An acknowledged request whose event never comes (Janus gone) fails after this long instead of hanging its endpoint. */
const EVENT_TIMEOUT_MS = 15_000;
/**
 * Janus unreachable this long counts as lost (crashed or restarting): its rooms and
 * handles are gone with it, and a host's media is down anyway, so the adapter starts over.
 * A shorter blip only delays the poll.
 */
const UNREACHABLE_MS = 2_000;
/** Janus's answer for a session it does not know: it restarted, or the session timed out (no poll for 60 s). */
export const NO_SUCH_SESSION = 458;

/** What Janus sends: a reply to a request or an event of one of our handles. */
export interface JanusMessage {
  readonly janus: string;
  readonly transaction?: string;
  readonly sender?: number;
  readonly data?: { readonly id?: number };
  readonly error?: { readonly code: number; readonly reason: string };
  readonly plugindata?: { readonly data?: Record<string, unknown> };
  readonly jsep?: { readonly type: string; readonly sdp: string };
  readonly type?: string;
  readonly receiving?: boolean;
}

export class JanusError extends Error {
  constructor(
    readonly code: number,
    reason: string,
  ) {
    super(`janus: ${reason} (${code})`);
  }
}

/**
 * One session on Janus's HTTP API (https://janus.conf.meetecho.com/docs/rest.html): plugin
 * handles are attached to it, requests are POSTed, and events come back through one long
 * poll that also keeps the session alive. An asynchronous plugin request is acknowledged
 * first; its result arrives as the event carrying the same transaction.
 */
export class JanusSession {
  private readonly pending = new Map<string, (message: JanusMessage) => void>();
  private readonly handleListeners = new Map<number, (message: JanusMessage) => void>();
  private polling = false;

  private constructor(
    private readonly baseUrl: string,
    readonly id: number,
    private readonly onLost: () => void,
  ) {}

  /**
   * Creates a session. `onLost` is told once if Janus forgets it (restarted, or timed out)
   * or stays unreachable for UNREACHABLE_MS: the session is dead then, its requests fail,
   * and the owner opens a new one.
   */
  static async open(baseUrl: string, onLost: () => void = () => undefined): Promise<JanusSession> {
    const created = await post(baseUrl, { janus: 'create', transaction: randomUUID() });
    const id = created.data?.id;
    if (id === undefined) throw new JanusError(0, 'no session id in the reply to create');
    const session = new JanusSession(baseUrl.replace(/\/$/, ''), id, onLost);
    session.polling = true;
    void session.poll();
    return session;
  }

  /** Attaches a handle of `plugin`; `onEvent` hears its events that answer no request (webrtcup, media, hangup). */
  async attach(plugin: string, onEvent: (message: JanusMessage) => void): Promise<number> {
    const reply = await this.send(`/${this.id}`, { janus: 'attach', plugin });
    const handle = reply.data?.id;
    if (handle === undefined) throw new JanusError(0, 'no handle id in the reply to attach');
    this.handleListeners.set(handle, onEvent);
    return handle;
  }

  async detach(handle: number): Promise<void> {
    this.handleListeners.delete(handle);
    await this.send(`/${this.id}/${handle}`, { janus: 'detach' }).catch(() => undefined);
  }

  /**
   * A plugin request on a handle; answers the plugin's data (and SDP), waiting for the
   * event when Janus only acknowledges. A plugin error is thrown as a JanusError.
   */
  async message(handle: number, body: Record<string, unknown>, jsep?: { type: string; sdp: string }): Promise<JanusMessage> {
    const reply = await this.send(`/${this.id}/${handle}`, { janus: 'message', body, ...(jsep === undefined ? {} : { jsep: { ...jsep, trickle: false } }) });
    const data = reply.plugindata?.data;
    if (data !== undefined && typeof data.error_code === 'number') throw new JanusError(data.error_code, String(data.error));
    return reply;
  }

  async destroy(): Promise<void> {
    this.polling = false;
    await this.send(`/${this.id}`, { janus: 'destroy' }).catch(() => undefined);
    this.failPending(0, 'session destroyed');
  }

  /** Whether the session still works (not destroyed, not lost). */
  get alive(): boolean {
    return this.polling;
  }

  private async send(path: string, request: Record<string, unknown>): Promise<JanusMessage> {
    const transaction = randomUUID();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const event = new Promise<JanusMessage>((resolve) => {
      this.pending.set(transaction, resolve);
      timer = setTimeout(() => {
        this.pending.delete(transaction);
        resolve({ janus: 'error', error: { code: 0, reason: `no answer to ${String(request.janus)} within ${EVENT_TIMEOUT_MS} ms` } });
      }, EVENT_TIMEOUT_MS);
    }).finally(() => clearTimeout(timer));
    const reply = await post(`${this.baseUrl}${path}`, { ...request, transaction }).catch((error: unknown) => {
      this.pending.delete(transaction);
      throw error;
    });
    if (reply.janus !== 'ack') {
      this.pending.delete(transaction);
      if (reply.janus === 'error' && reply.error?.code === NO_SUCH_SESSION) this.lose(reply.error.reason);
      return failIfError(reply);
    }
    return failIfError(await event);
  }

  private async poll(): Promise<void> {
    let unreachableSince: number | null = null;
    while (this.polling) {
      try {
        const response = await fetch(`${this.baseUrl}/${this.id}?maxev=${POLL_MAX_EVENTS}&rid=${Date.now()}`);
        const body = (await response.json()) as JanusMessage | JanusMessage[];
        unreachableSince = null;
        for (const message of Array.isArray(body) ? body : [body]) this.dispatch(message);
      } catch {
        unreachableSince ??= Date.now();
        if (Date.now() - unreachableSince >= UNREACHABLE_MS) this.lose(`Janus unreachable for ${UNREACHABLE_MS} ms`);
        else if (this.polling) await new Promise((resolve) => setTimeout(resolve, POLL_RETRY_MS));
      }
    }
  }

  /** The session is gone on Janus's side: stop polling, fail what waits, tell the owner once. */
  private lose(reason: string): void {
    if (!this.polling) return;
    this.polling = false;
    this.failPending(NO_SUCH_SESSION, reason);
    this.onLost();
  }

  private failPending(code: number, reason: string): void {
    for (const settle of this.pending.values()) settle({ janus: 'error', error: { code, reason } });
    this.pending.clear();
  }

  private dispatch(message: JanusMessage): void {
    if (message.janus === 'error' && message.error?.code === NO_SUCH_SESSION) {
      this.lose(message.error.reason);
      return;
    }
    const settle = message.transaction === undefined || message.janus === 'ack' ? undefined : this.pending.get(message.transaction);
    if (settle !== undefined) {
      this.pending.delete(message.transaction as string);
      settle(message);
      return;
    }
    if (message.sender !== undefined) this.handleListeners.get(message.sender)?.(message);
  }
}

async function post(url: string, body: Record<string, unknown>): Promise<JanusMessage> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new JanusError(response.status, `HTTP ${response.status} from ${url}`);
  return (await response.json()) as JanusMessage;
}

function failIfError(message: JanusMessage): JanusMessage {
  if (message.janus === 'error') throw new JanusError(message.error?.code ?? 0, message.error?.reason ?? 'unknown error');
  return message;
}
