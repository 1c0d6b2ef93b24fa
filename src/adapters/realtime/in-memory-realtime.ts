import { BehaviorSubject, Subject } from 'rxjs';
import { REALTIME_CONNECTION_STATE, type RealtimeConnectionState } from '../../domain/session';
import type { CredentialsSource, RealtimeMessage, RealtimeOutcome, RealtimePort } from '../../application/ports/realtime.port';

/**
 * RealtimePort without a broker, for application tests and the simulator: `start`
 * connects at once; the test delivers messages and plays reconnects.
 */
export class InMemoryRealtime implements RealtimePort {
  private readonly state = new BehaviorSubject<RealtimeConnectionState>(REALTIME_CONNECTION_STATE.notStarted);
  private readonly messages = new Subject<RealtimeMessage>();
  private readonly reconnects = new Subject<void>();
  readonly state$ = this.state.asObservable();
  readonly messages$ = this.messages.asObservable();
  readonly reconnected$ = this.reconnects.asObservable();
  /** What the application published to its outbox. */
  readonly published: Array<{ readonly message: RealtimeMessage }> = [];
  readonly rooms = new Set<string>();

  start(_credentials: CredentialsSource): void {
    this.state.next(REALTIME_CONNECTION_STATE.connected);
  }

  reconnectNow(): void {
    if (this.state.value !== REALTIME_CONNECTION_STATE.notStarted) this.reconnect();
  }

  async stop(): Promise<void> {
    this.rooms.clear();
    if (this.state.value !== REALTIME_CONNECTION_STATE.notStarted) this.state.next(REALTIME_CONNECTION_STATE.disconnected);
  }

  async publish(message: RealtimeMessage): Promise<RealtimeOutcome> {
    return this.record(message);
  }

  async joinRoom(roomId: string): Promise<RealtimeOutcome> {
    if (!this.connected()) return { ok: false, error: { code: 'REALTIME.OFFLINE' } };
    this.rooms.add(roomId);
    return { ok: true };
  }

  async leaveRoom(roomId: string): Promise<void> {
    this.rooms.delete(roomId);
  }

  /** The server's side: a payload arrives. */
  deliver(message: RealtimeMessage): void {
    this.messages.next(message);
  }

  /** The connection drops. */
  drop(): void {
    this.state.next(REALTIME_CONNECTION_STATE.reconnecting);
  }

  /** The connection comes back (the application should now fill the gap). */
  reconnect(): void {
    this.state.next(REALTIME_CONNECTION_STATE.connected);
    this.reconnects.next();
  }

  private connected(): boolean {
    return this.state.value === REALTIME_CONNECTION_STATE.connected;
  }

  private record(message: RealtimeMessage): RealtimeOutcome {
    if (!this.connected()) return { ok: false, error: { code: 'REALTIME.OFFLINE' } };
    this.published.push({ message });
    return { ok: true };
  }
}
