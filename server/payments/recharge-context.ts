/**
 * The recharge context a purchase carries (000 §3: `extra`, URL-encoded JSON with
 * from_id, from_type, sid): where the user was when they decided to pay, kept on the
 * order for the payment event and the offers' statistics. Anything unreadable is empty.
 */
export interface RechargeContext {
  readonly fromType: string | null;
  readonly fromId: string | null;
  readonly sid: number | null;
}

const EMPTY: RechargeContext = { fromType: null, fromId: null, sid: null };
const text = (value: unknown): string | null => (typeof value === 'string' || typeof value === 'number' ? String(value).slice(0, 64) : null);

export function parseRechargeContext(extras: string | Readonly<Record<string, unknown>> | undefined): RechargeContext {
  let value: unknown = extras;
  if (typeof extras === 'string') {
    try {
      value = JSON.parse(decodeURIComponent(extras));
    } catch {
      return EMPTY;
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return EMPTY;
  const record = value as Record<string, unknown>;
  const sid = Number(record.sid);
  return { fromType: text(record.from_type), fromId: text(record.from_id), sid: Number.isInteger(sid) && sid > 0 ? sid : null };
}

/** The context as /coin/callback hands it out (`extra`), for the client to pass back as `extras`. */
export function encodeRechargeContext(context: { readonly from_id: string; readonly from_type: string; readonly sid: number }): string {
  return encodeURIComponent(JSON.stringify(context));
}
