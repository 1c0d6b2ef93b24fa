import type { RealtimeMessage } from '../../application/ports/realtime.port';

const decoder = new TextDecoder();

/** The `{ type, ... }` object in a payload, or undefined for anything else (bad JSON included). */
export function parseRealtimeMessage(payload: Uint8Array): RealtimeMessage | undefined {
  let value: unknown;
  try {
    value = JSON.parse(decoder.decode(payload));
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  return typeof (value as { type?: unknown }).type === 'number' ? (value as RealtimeMessage) : undefined;
}
