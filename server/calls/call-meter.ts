/**
 * What the call service asks of fair billing (issue #19, ADR 0014; server/fair-billing
 * implements it): whether the media is down so the per-minute meter stands still, and,
 * once the last minute is billed, which minutes the media spoiled (refunded then). Optional:
 * without it every started minute is billed as ADR 0004 says.
 */
export interface CallMeter {
  /** True while a believed outage past the grace is going on: the next minute waits. */
  paused(call: MeteredCall, now: number): Promise<boolean>;
  /** Gives back the spoiled minutes of a call ending at `endedAt` (idempotent); the coins refunded. */
  settle(call: MeteredCall, endedAt: number): Promise<number>;
}

/** The facts of a call the meter needs (a `calls` row has them all). */
export interface MeteredCall {
  readonly id: number;
  readonly caller_uid: number;
  readonly callee_uid: number;
  readonly call_type: number;
  readonly created_at: number;
  readonly answered_at: number | null;
  readonly connected_at: number | null;
  /** Each party's last sign of life (a media report renews it, server/fair-billing/heartbeat-renewal.ts). */
  readonly caller_heartbeat_at: number | null;
  readonly callee_heartbeat_at: number | null;
  readonly ended_at: number | null;
  readonly free_seconds: number;
  readonly price_per_min: number;
  readonly billed_minutes: number;
  readonly coins_charged: number;
  readonly coins_refunded: number;
  readonly status: string;
}

/** How soon a paused meter looks again (the outage may be over). */
export const PAUSED_METER_RECHECK_MS = 1_000;
