import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CodecPort } from '../../src/application/ports/codec.port';
import { VECTORS_FILE, buildCodecVectors } from './generate-codec-vectors';

type Vectors = ReturnType<typeof buildCodecVectors>;

export const vectors = JSON.parse(fs.readFileSync(VECTORS_FILE, 'utf8')) as Vectors;
const hexBytes = (hex: string): Uint8Array => Uint8Array.from(Buffer.from(hex, 'hex'));

/**
 * The one suite every codec runs against tests/vectors/codec.json: same envelopes byte for
 * byte given the same IV and nonce, same payloads out, same refusal codes.
 */
export function describeCodecVectors(name: string, codec: CodecPort): void {
  describe(`${name} against the shared vectors`, () => {
    it.each(vectors.requests.map((v) => [v.name, v] as const))('seals the request "%s" to the exact vector envelope', (_name, v) => {
      expect(codec.withKey(v.key).sealRequest(v.payload, { times: v.times, nonce: v.nonce }, hexBytes(v.iv))).toBe(v.envelope);
    });

    it.each(vectors.requests.map((v) => [v.name, v] as const))('opens the request "%s" to its payload and stamp', (_name, v) => {
      const opened = codec.withKey(v.key).openRequest(v.envelope);
      expect(opened).toEqual({ ok: true, value: { payload: JSON.parse(JSON.stringify(v.payload)), stamp: { times: v.times, nonce: v.nonce } } });
    });

    it.each(vectors.responses.map((v) => [v.name, v] as const))('seals and opens the response "%s" exactly', (_name, v) => {
      const keyed = codec.withKey(v.key);
      expect(keyed.sealResponse(v.response, hexBytes(v.iv))).toBe(v.envelope);
      expect(keyed.openResponse(v.envelope)).toEqual({ ok: true, value: v.response });
    });

    it.each(vectors.rejects.map((v) => [v.name, v] as const))('refuses "%s" with its code', (_name, v) => {
      const keyed = codec.withKey(v.key);
      const opened = v.kind === 'request' ? keyed.openRequest(v.envelope) : keyed.openResponse(v.envelope);
      expect(opened.ok ? 'accepted' : opened.error.code).toBe(v.code);
    });

    it('uses a fresh random IV for every envelope when none is given', () => {
      const keyed = codec.withKey(vectors.keys[0]?.master as string);
      const ivs = new Set(Array.from({ length: 20 }, () => (JSON.parse(keyed.sealResponse({ ok: 1 })) as { iv: string }).iv));
      expect(ivs.size).toBe(20);
    });

    it('throws for a key that is not 32 bytes of base64, because that is a bug', () => {
      expect(() => codec.withKey('c2hvcnQ=')).toThrow(/32 bytes/);
    });
  });
}
