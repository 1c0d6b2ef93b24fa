import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * How far a forwarded request's time may be from the receiving node's clock: the nodes'
 * clocks agree within a second or two (NTP), and a forward is sent at once, so a request
 * older than this is a replay, not a slow network.
 */
export const NODE_SIGNATURE_WINDOW_MS = 30_000;
/** The header that carries `<epoch ms>.<hex HMAC>`. */
export const NODE_SIGNATURE_HEADER = 'x-glint-node-signature';
/** What the forwarding key is derived for: the broker key itself is never sent nor used as is. */
const KEY_PURPOSE = 'glint live media forwarding';

/**
 * The key the nodes sign their forwarded live-media requests with, derived from the broker
 * key every node already shares (DATA_DIR/broker.key): no new secret to deploy.
 */
export function nodeForwardingKey(brokerSecret: Buffer): Buffer {
  return createHmac('sha256', brokerSecret).update(KEY_PURPOSE).digest();
}

/** Signs a forwarded request: its path and body at this time. */
export function signForward(key: Buffer, path: string, body: string, now: number): string {
  return `${now}.${mac(key, now, path, body)}`;
}

/** Whether `signature` was made with `key` for this path and body within NODE_SIGNATURE_WINDOW_MS of `now`. */
export function verifyForward(key: Buffer, signature: string | undefined, path: string, body: string, now: number): boolean {
  const match = /^(\d{1,15})\.([0-9a-f]{64})$/.exec(signature ?? '');
  if (match === null) return false;
  const at = Number(match[1]);
  if (Math.abs(now - at) > NODE_SIGNATURE_WINDOW_MS) return false;
  return timingSafeEqual(Buffer.from(match[2] ?? '', 'hex'), Buffer.from(mac(key, at, path, body), 'hex'));
}

function mac(key: Buffer, at: number, path: string, body: string): string {
  return createHmac('sha256', key).update(`${at}\n${path}\n${body}`).digest('hex');
}
