import { WIRE_IV_BYTES } from '../constants';
import { wireFail, wireOk, type WireOutcome } from './wire-outcome';

/** `v` of every envelope; anything else is refused. */
export const WIRE_FORMAT_VERSION = 1;

/**
 * What travels on the wire: `{ v, iv, ct, mac }`, the three byte strings in standard
 * base64 with padding. `mac` is HMAC-SHA256 over iv‖ct (encrypt-then-MAC).
 */
export interface WireEnvelope {
  readonly v: typeof WIRE_FORMAT_VERSION;
  readonly iv: string;
  readonly ct: string;
  readonly mac: string;
}

const MAC_BYTES = 32;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export function formatEnvelope(parts: Omit<WireEnvelope, 'v'>): string {
  return JSON.stringify({ v: WIRE_FORMAT_VERSION, iv: parts.iv, ct: parts.ct, mac: parts.mac });
}

/**
 * Parses and checks an envelope before any crypto runs, so a codec only ever decodes
 * well-formed base64 of the right sizes (the libraries' own decoders are lenient).
 */
export function parseEnvelope(text: string): WireOutcome<WireEnvelope> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return wireFail('WIRE.ENVELOPE', 'Body is not JSON');
  }
  if (typeof value !== 'object' || value === null) return wireFail('WIRE.ENVELOPE', 'Body is not an envelope object');
  const { v, iv, ct, mac } = value as Record<string, unknown>;
  if (v !== WIRE_FORMAT_VERSION) return wireFail('WIRE.ENVELOPE', `Envelope version must be ${WIRE_FORMAT_VERSION}`);
  if (base64Bytes(iv) !== WIRE_IV_BYTES) return wireFail('WIRE.ENVELOPE', `iv must be ${WIRE_IV_BYTES} bytes of base64`);
  if (base64Bytes(mac) !== MAC_BYTES) return wireFail('WIRE.ENVELOPE', `mac must be ${MAC_BYTES} bytes of base64`);
  const ctBytes = base64Bytes(ct);
  if (ctBytes === undefined || ctBytes === 0 || ctBytes % WIRE_IV_BYTES !== 0) {
    return wireFail('WIRE.ENVELOPE', `ct must be whole ${WIRE_IV_BYTES}-byte blocks of base64`);
  }
  return wireOk({ v: WIRE_FORMAT_VERSION, iv: iv as string, ct: ct as string, mac: mac as string });
}

/** Decoded length of canonical padded base64, or undefined when it is not that. */
export function base64Bytes(value: unknown): number | undefined {
  if (typeof value !== 'string' || value.length % 4 !== 0 || !BASE64.test(value)) return undefined;
  const padding = value.endsWith('==') ? 2 : value.endsWith('=') ? 1 : 0;
  return (value.length / 4) * 3 - padding;
}
