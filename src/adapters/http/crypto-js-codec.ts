import CryptoJS from 'crypto-js/core';
import AES from 'crypto-js/aes';
import Base64 from 'crypto-js/enc-base64';
import HmacSHA256 from 'crypto-js/hmac-sha256';
import NoPadding from 'crypto-js/pad-nopadding';
import WordArray from 'crypto-js/lib-typedarrays';
import type { CodecPort, KeyedCodec } from '../../application/ports/codec.port';
import {
  SIGN_FIELD,
  WIRE_HKDF_INFO,
  WIRE_IV_BYTES,
  WIRE_KEY_BYTES,
  WIRE_SUBKEYS,
  WIRE_SUBKEY_BYTES,
  base64Bytes,
  canonicalString,
  constantTimeEqual,
  formatEnvelope,
  parseEnvelope,
  readSignedRequest,
  stampPayload,
  wireFail,
  wireOk,
  type OpenedRequest,
  type RequestStamp,
  type WireOutcome,
} from '../../domain';

type Words = CryptoJS.lib.WordArray;
const { Hex, Utf8 } = CryptoJS.enc;

/**
 * The browser's codec (docs/wire-format.md) on crypto-js — the only module that imports
 * it, so @noble/ciphers + @noble/hashes could replace it in one place. Keys are always
 * raw WordArrays: a string key would put crypto-js in passphrase mode.
 */
export const cryptoJsCodec: CodecPort = {
  withKey(keyBase64: string): KeyedCodec {
    return new CryptoJsKeyedCodec(keyBase64);
  },
};

class CryptoJsKeyedCodec implements KeyedCodec {
  private readonly encKey: Words;
  private readonly macKey: Words;
  private readonly signKey: Words;

  constructor(keyBase64: string) {
    if (base64Bytes(keyBase64) !== WIRE_KEY_BYTES) throw new Error(`A wire key is ${WIRE_KEY_BYTES} bytes of base64`);
    const [encKey, macKey, signKey] = hkdfSha256Blocks(Base64.parse(keyBase64), WIRE_SUBKEYS.length);
    if (encKey === undefined || macKey === undefined || signKey === undefined) throw new Error('HKDF gave too few blocks');
    this.encKey = encKey;
    this.macKey = macKey;
    this.signKey = signKey;
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
    if (!constantTimeEqual(this.sign(read.value.canonical), read.value.sign)) return wireFail('WIRE.SIGN', 'Request signature does not match');
    return wireOk({ payload: read.value.payload, stamp: read.value.stamp });
  }

  sealResponse(response: Readonly<Record<string, unknown>>, iv?: Uint8Array): string {
    return this.seal(JSON.stringify(response), iv);
  }

  openResponse(body: string): WireOutcome<unknown> {
    return this.open(body);
  }

  private sign(canonical: string): string {
    return Hex.stringify(HmacSHA256(Utf8.parse(canonical), this.signKey));
  }

  private mac(iv: Words, ct: Words): Words {
    return HmacSHA256(iv.clone().concat(ct), this.macKey);
  }

  private seal(plaintext: string, ivBytes?: Uint8Array): string {
    const iv = ivBytes === undefined ? WordArray.random(WIRE_IV_BYTES) : WordArray.create(ivBytes);
    // CBC and PKCS#7 are crypto-js's defaults for AES with a WordArray key.
    const ct = AES.encrypt(Utf8.parse(plaintext), this.encKey, { iv }).ciphertext;
    return formatEnvelope({ iv: Base64.stringify(iv), ct: Base64.stringify(ct), mac: Base64.stringify(this.mac(iv, ct)) });
  }

  private open(body: string): WireOutcome<unknown> {
    const envelope = parseEnvelope(body);
    if (!envelope.ok) return envelope;
    const iv = Base64.parse(envelope.value.iv);
    const ct = Base64.parse(envelope.value.ct);
    // Compare decoded bytes, as node does, not base64 text (which has spare bits).
    if (!constantTimeEqual(Hex.stringify(this.mac(iv, ct)), Hex.stringify(Base64.parse(envelope.value.mac)))) {
      return wireFail('WIRE.MAC', 'Envelope authentication failed (tampered, or sealed with another key)');
    }
    // crypto-js's own PKCS#7 unpad does not check the padding: decrypt raw and check it here.
    const padded = AES.decrypt(CryptoJS.lib.CipherParams.create({ ciphertext: ct }), this.encKey, { iv, padding: NoPadding });
    if (!stripPkcs7(padded)) return wireFail('WIRE.DECRYPT', 'Envelope does not decrypt (bad padding)');
    try {
      return wireOk(JSON.parse(Utf8.stringify(padded)));
    } catch {
      return wireFail('WIRE.PLAINTEXT', 'Decrypted text is not UTF-8 JSON');
    }
  }
}

/**
 * HKDF-SHA256 (RFC 5869) with an empty salt and WIRE_HKDF_INFO, as `count` 32-byte
 * blocks T(1)..T(count); each block is one working key.
 */
function hkdfSha256Blocks(ikm: Words, count: number): Words[] {
  const prk = HmacSHA256(ikm, WordArray.create(new Uint8Array(WIRE_SUBKEY_BYTES)));
  const info = Utf8.parse(WIRE_HKDF_INFO);
  const blocks: Words[] = [];
  let previous = WordArray.create();
  for (let i = 1; i <= count; i += 1) {
    previous = HmacSHA256(previous.clone().concat(info).concat(WordArray.create([i << 24], 1)), prk);
    blocks.push(previous);
  }
  return blocks;
}

/** Removes valid PKCS#7 padding in place; false (and untouched) when it is not valid. */
function stripPkcs7(data: Words): boolean {
  const byteAt = (i: number): number => ((data.words[i >>> 2] ?? 0) >>> (24 - (i % 4) * 8)) & 0xff;
  const length = data.sigBytes;
  const pad = length > 0 ? byteAt(length - 1) : 0;
  if (pad < 1 || pad > WIRE_IV_BYTES || pad > length) return false;
  let bad = 0;
  for (let i = length - pad; i < length; i += 1) bad |= byteAt(i) ^ pad;
  if (bad !== 0) return false;
  data.sigBytes = length - pad;
  return true;
}
