import { describe, expect, it } from 'vitest';
import { base64Bytes, formatEnvelope, parseEnvelope } from './envelope';

const iv = 'A'.repeat(22) + '==';
const mac = 'B'.repeat(43) + '=';
/** 32 bytes: two AES blocks. */
const ct = 'C'.repeat(43) + '=';

describe('envelope', () => {
  it('round-trips through formatEnvelope and parseEnvelope', () => {
    const parsed = parseEnvelope(formatEnvelope({ iv, ct, mac }));
    expect(parsed).toEqual({ ok: true, value: { v: 1, iv, ct, mac } });
  });

  it.each([
    ['garbage', 'not json'],
    ['a JSON array', '[]'],
    ['another version', JSON.stringify({ v: 2, iv, ct, mac })],
    ['a short iv', JSON.stringify({ v: 1, iv: 'AAAA', ct, mac })],
    ['a mac with a bad character', JSON.stringify({ v: 1, iv, ct, mac: '*'.repeat(43) + '=' })],
    ['a ciphertext that is not whole blocks', JSON.stringify({ v: 1, iv, ct: 'AAAA', mac })],
    ['an empty ciphertext', JSON.stringify({ v: 1, iv, ct: '', mac })],
    ['a numeric ciphertext', JSON.stringify({ v: 1, iv, ct: 5, mac })],
  ])('refuses %s as WIRE.ENVELOPE', (_name, text) => {
    const parsed = parseEnvelope(text);
    expect(parsed.ok ? undefined : parsed.error.code).toBe('WIRE.ENVELOPE');
  });
});

describe('base64Bytes', () => {
  it('counts decoded bytes of padded base64', () => {
    expect([base64Bytes(''), base64Bytes('QQ=='), base64Bytes('QUI='), base64Bytes('QUJD')]).toEqual([0, 1, 2, 3]);
  });

  it('rejects unpadded, url-safe or misplaced padding', () => {
    expect([base64Bytes('QQ'), base64Bytes('-_-_'), base64Bytes('Q=QQ')]).toEqual([undefined, undefined, undefined]);
  });
});
