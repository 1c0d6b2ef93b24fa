import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The two signatures money depends on (ADR 0005), shared by the side that signs (the
 * sandbox provider, the sandbox store) and the side that checks (Glint):
 *
 * - provider notifications: header `t=<epoch ms>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`,
 *   so the signature covers the exact bytes and the time; the checker refuses a timestamp
 *   further than its tolerance from its own clock (a replay of a captured notification).
 * - merchant-initiated charges (Glint → provider): the same header shape, keyed by the API
 *   secret, over the charge's transaction, card token and idempotency key.
 * - store receipts: `<base64url JSON>.<base64url HMAC-SHA256(secret, base64url JSON)>`.
 */

export const NOTIFICATION_SIGNATURE_HEADER = 'sandbox-signature';
/** A merchant-initiated charge is signed like a notification, with the API secret, over `merchantChargeText`. */
export const MERCHANT_SIGNATURE_HEADER = 'sandbox-request-signature';
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** What a merchant-initiated charge's signature covers: the transaction, the card and the idempotency key. */
export const merchantChargeText = (transactionId: string, cardToken: string, idempotencyKey: string): string => `charge-saved-card.${transactionId}.${cardToken}.${idempotencyKey}`;

const hmac = (secret: string, text: string): Buffer => createHmac('sha256', secret).update(text).digest();

function sameBytes(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

export function signNotification(secret: string, body: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmac(secret, `${timestamp}.${body}`).toString('hex')}`;
}

export type NotificationCheck =
  | { readonly ok: true; readonly timestamp: number }
  | { readonly ok: false; readonly reason: 'missing' | 'malformed' | 'bad_signature' | 'stale' };

const HEADER = /^t=(\d{1,16}),v1=([0-9a-f]{64})$/;

/** Checks the signature first (nothing unsigned is believed, not even its time), then the time. */
export function verifyNotification(secret: string, body: string, header: string | undefined, now: number, toleranceMs: number): NotificationCheck {
  if (header === undefined || header === '') return { ok: false, reason: 'missing' };
  const match = HEADER.exec(header.trim());
  if (match === null) return { ok: false, reason: 'malformed' };
  const timestamp = Number(match[1]);
  const given = Buffer.from(match[2] ?? '', 'hex');
  if (!sameBytes(given, hmac(secret, `${timestamp}.${body}`))) return { ok: false, reason: 'bad_signature' };
  if (Math.abs(now - timestamp) > toleranceMs) return { ok: false, reason: 'stale' };
  return { ok: true, timestamp };
}

export function signReceipt(secret: string, content: Readonly<Record<string, unknown>>): string {
  const body = Buffer.from(JSON.stringify(content)).toString('base64url');
  return `${body}.${hmac(secret, body).toString('base64url')}`;
}

/** The receipt's content when its signature holds, else null (forged, truncated, not a receipt). */
export function openReceipt(secret: string, receipt: string): Record<string, unknown> | null {
  const [body, signature, ...rest] = receipt.trim().split('.');
  if (body === undefined || signature === undefined || rest.length > 0) return null;
  if (!sameBytes(Buffer.from(signature, 'base64url'), hmac(secret, body))) return null;
  try {
    const content: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    return typeof content === 'object' && content !== null && !Array.isArray(content) ? (content as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
