/*
 * The receipt of a call (issue #19, ADR 0014): what the server charged and gave back, in a
 * form it signs (Ed25519) and anyone can check against its published key. The signed bytes
 * are receiptText(receipt): the same on the server that signs and the client that verifies.
 */

/** Bumped when a field changes meaning; a verifier refuses versions it does not know. */
export const CALL_RECEIPT_VERSION = 1;

export interface ReceiptRefund {
  readonly minute: number;
  /** Whole seconds the media was down in that minute. */
  readonly down_s: number;
  /** Why it was given back: the media was down more than half of it. */
  readonly reason: 'media_down';
}

export interface CallReceipt {
  readonly v: number;
  readonly room_id: number;
  readonly payer_uid: number;
  readonly callee_uid: number;
  /** 1 video, 2 voice (CALL_TYPE). */
  readonly call_type: number;
  /** When the call was placed, when it ended (ms since the epoch, server time). */
  readonly started_at: number;
  readonly ended_at: number;
  readonly connected_s: number;
  readonly free_s: number;
  /** Coins per minute, locked when the call started. */
  readonly price_per_min: number;
  readonly minutes_billed: number;
  readonly minutes_refunded: number;
  readonly refunds: readonly ReceiptRefund[];
  /** Coins the payer spent in the end: billed minus refunded. */
  readonly coins_spent: number;
  /** Which server key signed it (the published key answers the same id). */
  readonly key_id: string;
}

/** A receipt and its signature (base64url of the 64 signature bytes over receiptText). */
export interface SignedReceipt {
  readonly receipt: CallReceipt;
  readonly signature: string;
}

type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };

function canonical(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as { readonly [key: string]: Json };
    return `{${Object.keys(record).sort().map((key) => `${JSON.stringify(key)}:${canonical(record[key] as Json)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The exact text that is signed: JSON with keys sorted at every level and no spaces, so field order never matters. */
export function receiptText(receipt: CallReceipt): string {
  return canonical(receipt as unknown as Json);
}
