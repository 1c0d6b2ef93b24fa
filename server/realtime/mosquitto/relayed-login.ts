import { uidOfClientId } from '../credentials.js';

/** MQTT control packet types (high nibble of the first byte) and CONNACK's "accepted". */
const CONNECT = 1;
const CONNACK = 2;
const ACCEPTED = 0;
const CONNACK_RETURN_CODE_AT = 3;
/** A CONNECT whose client id has not come within this many bytes is not one of ours. */
const CONNECT_HEAD_MAX_BYTES = 1_024;
const TYPE_SHIFT = 4;
const VARINT_MORE = 0x80;
const VARINT_MAX_BYTES = 4;
/** Protocol name (length-prefixed), level, flags and keepalive come before the client id (MQTT 3.1.1, as the app speaks). */
const LEVEL_FLAGS_KEEPALIVE_BYTES = 4;

/**
 * What the /mqtt relay learns of one connection without taking part in it: the client id
 * of the CONNECT going up (`g<uid>_…`, which Mosquitto binds to the login of that user) and
 * whether the CONNACK coming down accepted it. Presence counts the user from then on.
 * The first bytes of each direction are gathered until they hold the packet (mqtt.js
 * writes a CONNECT field by field, each its own WebSocket message); then nothing more is
 * read or kept.
 */
export class RelayedLogin {
  private uid: string | null = null;
  private up: Buffer | null = Buffer.alloc(0);
  private down: Buffer | null = Buffer.alloc(0);
  accepted = false;

  /** Bytes from the app, which start with its CONNECT. */
  fromClient(chunk: Buffer): void {
    if (this.up === null) return;
    this.up = Buffer.concat([this.up, chunk]);
    const clientId = clientIdOfConnect(this.up);
    if (clientId === null && this.up.length < CONNECT_HEAD_MAX_BYTES) return;
    this.uid = clientId === null ? null : uidOfClientId(clientId);
    this.up = null;
  }

  /** Bytes from Mosquitto, which start with its CONNACK; returns the uid once it accepted the login. */
  fromBroker(chunk: Buffer): string | null {
    if (this.down === null) return null;
    this.down = Buffer.concat([this.down, chunk]);
    if (this.down.length <= CONNACK_RETURN_CODE_AT) return null;
    const head = this.down;
    this.down = null;
    this.accepted = this.uid !== null && (head[0] ?? 0) >> TYPE_SHIFT === CONNACK && head[CONNACK_RETURN_CODE_AT] === ACCEPTED;
    return this.accepted ? this.uid : null;
  }

  /** The user counted as connected, if any (for the goodbye). */
  get user(): string | null {
    return this.accepted ? this.uid : null;
  }
}

/** The client id of a CONNECT packet at the start of `packet`, or null when it is not one. */
export function clientIdOfConnect(packet: Buffer): string | null {
  if (packet.length < 2 || (packet[0] ?? 0) >> TYPE_SHIFT !== CONNECT) return null;
  let at = 1;
  while (at <= VARINT_MAX_BYTES && at < packet.length && (packet[at] ?? 0) & VARINT_MORE) at += 1;
  at += 1;
  if (at + 2 > packet.length) return null;
  const nameLength = packet.readUInt16BE(at);
  at += 2 + nameLength + LEVEL_FLAGS_KEEPALIVE_BYTES;
  if (at + 2 > packet.length) return null;
  const idLength = packet.readUInt16BE(at);
  if (at + 2 + idLength > packet.length) return null;
  return packet.subarray(at + 2, at + 2 + idLength).toString('utf8');
}
