import { MS_PER_SECOND } from '../constants';

/*
 * Billing follows the media (issue #19, ADR 0014). Both clients of a connected call report
 * how their media is doing; the server turns the two report streams into the outages it
 * believes, pauses the per-minute meter during them and refunds the minutes they spoiled
 * (fair-minutes.ts). Pure: the reports and every time are arguments.
 */

/** What a client says of its media: flowing, restarting its connection (ICE restart), or receiving nothing. */
export const MEDIA_STATES = ['connected', 'reconnecting', 'frozen'] as const;
export type MediaState = (typeof MEDIA_STATES)[number];

/** How often a client in a connected call reports its media state (and at once on a change). */
export const MEDIA_REPORT_INTERVAL_MS = 5 * MS_PER_SECOND;
/**
 * A party that has reported and then stays silent longer than this has lost its network:
 * its media counts as down from when its next report was due until it reports again.
 */
export const MEDIA_REPORT_STALE_MS = 2 * MEDIA_REPORT_INTERVAL_MS;
/** Media down no longer than this is a blip: the meter runs on and nothing is refunded for it. */
export const MEDIA_DOWN_GRACE_MS = 10 * MS_PER_SECOND;
/**
 * Outage that only the payer reports (the other side says its media flows) is believed up
 * to this much per payer and UTC day; past it the payer's word alone moves no coin.
 */
export const MEDIA_DISPUTE_CAP_MS_PER_DAY = 5 * 60 * MS_PER_SECOND;

export interface MediaReport {
  /** Server time the report arrived (a client's own clock is not trusted). */
  readonly at: number;
  readonly state: MediaState;
}

/** A stretch of time, from inclusive, to exclusive. */
export interface Span {
  readonly from: number;
  readonly to: number;
}

export const spanLength = (span: Span): number => span.to - span.from;
export const totalLength = (spans: readonly Span[]): number => spans.reduce((sum, span) => sum + spanLength(span), 0);

/** Sorted, non-overlapping, no empty span. */
export function mergeSpans(spans: readonly Span[]): Span[] {
  const sorted = spans.filter((span) => span.to > span.from).sort((a, b) => a.from - b.from);
  const merged: Span[] = [];
  for (const span of sorted) {
    const last = merged[merged.length - 1];
    if (last !== undefined && span.from <= last.to) merged[merged.length - 1] = { from: last.from, to: Math.max(last.to, span.to) };
    else merged.push(span);
  }
  return merged;
}

/** The parts of `spans` inside `window`. */
export function clipSpans(spans: readonly Span[], window: Span): Span[] {
  return mergeSpans(spans.map((span) => ({ from: Math.max(span.from, window.from), to: Math.min(span.to, window.to) })));
}

/** The parts of `spans` outside every span of `minus`. */
export function subtractSpans(spans: readonly Span[], minus: readonly Span[]): Span[] {
  let rest = mergeSpans(spans);
  for (const cut of mergeSpans(minus)) {
    rest = rest.flatMap((span) => [{ from: span.from, to: Math.min(span.to, cut.from) }, { from: Math.max(span.from, cut.to), to: span.to }]).filter((span) => span.to > span.from);
  }
  return rest;
}

/**
 * When one party's media was down by its own reports, up to `until`: from a reconnecting
 * or frozen report to its next report, and across any silence longer than
 * MEDIA_REPORT_STALE_MS after a report (from when the next one was due). A party that
 * never reported says nothing, so it is never down: a client without this feature is
 * billed as before.
 */
export function partyDownSpans(reports: readonly MediaReport[], until: number): Span[] {
  const sorted = [...reports].sort((a, b) => a.at - b.at);
  const spans: Span[] = [];
  sorted.forEach((report, index) => {
    const next = sorted[index + 1]?.at ?? until;
    if (report.state !== 'connected') spans.push({ from: report.at, to: next });
    else if (next - report.at > MEDIA_REPORT_STALE_MS) spans.push({ from: report.at + MEDIA_REPORT_INTERVAL_MS, to: next });
  });
  return mergeSpans(spans.map((span) => ({ from: span.from, to: Math.min(span.to, until) })));
}

export interface OutageInput {
  /** The payer's reports (the caller: the one who pays per minute). */
  readonly payer: readonly MediaReport[];
  /** The other party's reports. */
  readonly callee: readonly MediaReport[];
  /** The metered stretch: from the connect to the end (or now). */
  readonly window: Span;
  /** What is left of the payer's daily allowance of outage only they report. */
  readonly disputeBudgetMs: number;
}

export interface BelievedOutages {
  /** Outages longer than the grace, sorted: the meter stands still in them, the refunds count them. */
  readonly spans: readonly Span[];
  /** How much of them rests on the payer's word alone (counts against their daily cap). */
  readonly disputedMs: number;
}

/**
 * The outages the server believes. Anything the callee reports is believed (it costs the
 * callee's side, never the payer); what only the payer reports is believed in time order
 * until the payer's dispute budget runs out, so the payer wins disagreements, up to a cap.
 * Outages no longer than the grace are dropped.
 */
export function believedOutages(input: OutageInput): BelievedOutages {
  const callee = clipSpans(partyDownSpans(input.callee, input.window.to), input.window);
  const payerOnly = subtractSpans(clipSpans(partyDownSpans(input.payer, input.window.to), input.window), callee);
  let budget = Math.max(0, input.disputeBudgetMs);
  const allowed: Span[] = [];
  for (const span of payerOnly) {
    if (budget <= 0) break;
    const take = Math.min(spanLength(span), budget);
    allowed.push({ from: span.from, to: span.from + take });
    budget -= take;
  }
  const spans = mergeSpans([...callee, ...allowed]).filter((span) => spanLength(span) > MEDIA_DOWN_GRACE_MS);
  const disputedMs = totalLength(spans.flatMap((span) => clipSpans(allowed, span)));
  return { spans, disputedMs };
}

/** The meter stands still at `now` when a believed outage (already past the grace) is still going on. */
export function meterPaused(outages: readonly Span[], now: number): boolean {
  return outages.some((span) => span.from <= now && span.to >= now);
}
