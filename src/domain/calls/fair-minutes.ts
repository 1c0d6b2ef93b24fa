import { MS_PER_SECOND, SECONDS_PER_MINUTE } from '../constants';
import { clipSpans, totalLength, type Span } from './media-outages';

/** A billed minute in which the media was down longer than this is given back: more than half of it. */
export const REFUND_DOWN_MS_PER_MINUTE = (SECONDS_PER_MINUTE * MS_PER_SECOND) / 2;

export interface RefundedMinute {
  /** 1-based, as billed: minute 1 starts when the free period ends. */
  readonly minute: number;
  /** Whole seconds the media was down in that minute (the receipt's "why"). */
  readonly downSeconds: number;
}

/**
 * The billed minutes to refund: each of minutes 1..billedMinutes (minute n spans
 * [meterStart + (n−1) min, meterStart + n min)) in which the believed outages cover more
 * than REFUND_DOWN_MS_PER_MINUTE. Never more minutes than were billed; none without an outage.
 */
export function refundedMinutes(outages: readonly Span[], meterStart: number, billedMinutes: number): RefundedMinute[] {
  const minuteMs = SECONDS_PER_MINUTE * MS_PER_SECOND;
  const refunds: RefundedMinute[] = [];
  for (let minute = 1; minute <= billedMinutes; minute++) {
    const from = meterStart + (minute - 1) * minuteMs;
    const down = totalLength(clipSpans(outages, { from, to: from + minuteMs }));
    if (down > REFUND_DOWN_MS_PER_MINUTE) refunds.push({ minute, downSeconds: Math.floor(down / MS_PER_SECOND) });
  }
  return refunds;
}
