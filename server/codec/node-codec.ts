import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { WIRE_IV_BYTES, WIRE_KEY_BYTES } from '../../src/domain/constants.js';
import {
  SIGN_FIELD,
  WIRE_HKDF_INFO,
  WIRE_HKDF_LENGTH,
  WIRE_SUBKEY_BYTES,
  base64Bytes,
  canonicalString,
  formatEnvelope,
  parseEnvelope,
  readSignedRequest,
  stampPayload,
  wireFail,
  wireOk,
  type OpenedRequest,
  type RequestStamp,
  type WireOutcome,
} from '../../src/domain/wire/index.js';

/**
 * The server's codec (docs/wire-format.md) on node:crypto. Same contract and same test
 * vectors as the browser's crypto-js codec (it satisfies CodecPort structurally; the
 * server does not import application ports).
 */
export const nodeCodec = {
  /** Keyed codecs are cached per master key: deriving the three keys (HKDF) costs more than opening a request. */
  withKey(keyBase64: string): NodeKeyedCodec {
    let keyed = keyedCache.get(keyBase64);
    if (keyed === undefined) {
      keyed = new NodeKeyedCodec(keyBase64);
      if (keyedCache.size >= KEYED_CACHE_MAX) keyedCache.delete(keyedCache.keys().next().value as string);
      keyedCache.set(keyBase64, keyed);
    }
    return keyed;
  },
};

/** Sessions whose derived keys stay cached (oldest first out); ~200 B each. */
const KEYED_CACHE_MAX = 10_000;
const keyedCache = new Map<string, NodeKeyedCodec>();

class NodeKeyedCodec {
  private readonly encKey: Buffer;
  private readonly macKey: Buffer;
  private readonly signKey: Buffer;

  constructor(keyBase64: string) {
    if (base64Bytes(keyBase64) !== WIRE_KEY_BYTES) throw new Error(`A wire key is ${WIRE_KEY_BYTES} bytes of base64`);
    const okm = Buffer.from(hkdfSync('sha256', Buffer.from(keyBase64, 'base64'), Buffer.alloc(0), WIRE_HKDF_INFO, WIRE_HKDF_LENGTH));
    this.encKey = okm.subarray(0, WIRE_SUBKEY_BYTES);
    this.macKey = okm.subarray(WIRE_SUBKEY_BYTES, 2 * WIRE_SUBKEY_BYTES);
    this.signKey = okm.subarray(2 * WIRE_SUBKEY_BYTES);
  }

  sealRequest(payload: Readonly<Record<string, unknown>>, stamp: RequestStamp, iv?: Uint8Array): string {
    const fields = stampPayload(payload, stamp);
    return this.seal(JSON.stringify({ ...fields, [SIGN_FIELD]: this.sign(canonicalString(fields)) }), iv);
  }

  openRequest(body: string): WireOutcome<OpenedRequest> {
    const opened = this.open(body);
    if (!opened.ok) return opened;
    const read = readSignedRequest(opened.value);
    if (!read.ok) return read;
    const expected = Buffer.from(this.sign(read.value.canonical), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(read.value.sign, 'hex'))) return wireFail('WIRE.SIGN', 'Request signature does not match');
    return wireOk({ payload: read.value.payload, stamp: read.value.stamp });
  }

  sealResponse(response: Readonly<Record<string, unknown>>, iv?: Uint8Array): string {
    return this.seal(JSON.stringify(response), iv);
  }

  openResponse(body: string): WireOutcome<unknown> {
    return this.open(body);
  }

  private sign(canonical: string): string {
    return createHmac('sha256', this.signKey).update(canonical, 'utf8').digest('hex');
  }

  private mac(iv: Uint8Array, ct: Uint8Array): Buffer {
    return createHmac('sha256', this.macKey).update(iv).update(ct).digest();
  }

  private seal(plaintext: string, iv: Uint8Array = randomBytes(WIRE_IV_BYTES)): string {
    const cipher = createCipheriv('aes-256-cbc', this.encKey, iv);
    const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return formatEnvelope({
      iv: Buffer.from(iv).toString('base64'),
      ct: ct.toString('base64'),
      mac: this.mac(iv, ct).toString('base64'),
    });
  }

  private open(body: string): WireOutcome<unknown> {
    const envelope = parseEnvelope(body);
    if (!envelope.ok) return envelope;
    const iv = Buffer.from(envelope.value.iv, 'base64');
    const ct = Buffer.from(envelope.value.ct, 'base64');
    if (!timingSafeEqual(this.mac(iv, ct), Buffer.from(envelope.value.mac, 'base64'))) {
      return wireFail('WIRE.MAC', 'Envelope authentication failed (tampered, or sealed with another key)');
    }
    let plain: Buffer;
    try {
      const decipher = createDecipheriv('aes-256-cbc', this.encKey, iv);
      plain = Buffer.concat([decipher.update(ct), decipher.final()]);
    } catch {
      return wireFail('WIRE.DECRYPT', 'Envelope does not decrypt (bad padding)');
    }
    return parsePlaintext(plain);
  }
}

/** Strict UTF-8 that keeps a leading BOM, so it fails JSON.parse exactly as in crypto-js. */
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

function parsePlaintext(plain: Buffer): WireOutcome<unknown> {
  try {
    return wireOk(JSON.parse(utf8.decode(plain)));
  } catch {
    return wireFail('WIRE.PLAINTEXT', 'Decrypted text is not UTF-8 JSON');
  }
}
