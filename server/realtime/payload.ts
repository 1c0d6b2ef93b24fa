import { REALTIME_MESSAGE_TYPE } from '../../src/domain/constants.js';

export type RealtimeMessageType = (typeof REALTIME_MESSAGE_TYPE)[keyof typeof REALTIME_MESSAGE_TYPE];

/** Every payload on the channel is a JSON object `{ type, ... }` with one of the spec's types. */
export interface RealtimeMessage {
  readonly type: RealtimeMessageType;
  readonly [field: string]: unknown;
}

const KNOWN_TYPES: ReadonlySet<number> = new Set(Object.values(REALTIME_MESSAGE_TYPE));

/** The message in a payload, or null when it is not JSON or not a `{ type }` object of a known type. */
export function parseRealtimeMessage(payload: Buffer | string): RealtimeMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(payload.toString());
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const type = (value as { type?: unknown }).type;
  return typeof type === 'number' && KNOWN_TYPES.has(type) ? (value as RealtimeMessage) : null;
}

export function encodeRealtimeMessage(message: RealtimeMessage): Buffer {
  return Buffer.from(JSON.stringify(message));
}
