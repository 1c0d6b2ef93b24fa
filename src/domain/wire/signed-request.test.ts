import { describe, expect, it } from 'vitest';
import { canonicalString } from './canonical-string';
import { readSignedRequest, stampPayload } from './signed-request';

const nonce = '00112233445566778899aabbccddeeff';
const sign = 'ab'.repeat(32);

describe('stampPayload', () => {
  it('adds times and nonce without touching the payload', () => {
    const payload = Object.freeze({ uid: 7 });
    expect(stampPayload(payload, { times: 5, nonce })).toEqual({ uid: 7, times: 5, nonce });
    expect(payload).toEqual({ uid: 7 });
  });

  it('refuses a payload that already uses a reserved field, because that is a contract bug', () => {
    expect(() => stampPayload({ times: 1 }, { times: 5, nonce })).toThrow(/reserved/);
  });
});

describe('canonicalString', () => {
  it('covers times and nonce but not sign', () => {
    expect(canonicalString({ sign, b: 2, times: 9, a: 'x', nonce })).toBe(`{"a":"x","b":2,"nonce":"${nonce}","times":9}`);
  });
});

describe('readSignedRequest', () => {
  it('splits a request into payload, stamp, sign and canonical string', () => {
    const read = readSignedRequest({ a: 1, times: 9, nonce, sign });
    expect(read).toEqual({
      ok: true,
      value: { payload: { a: 1 }, stamp: { times: 9, nonce }, sign, canonical: `{"a":1,"nonce":"${nonce}","times":9}` },
    });
  });

  it.each([
    ['an array', [1], 'WIRE.PLAINTEXT'],
    ['null', null, 'WIRE.PLAINTEXT'],
    ['a missing times', { nonce, sign }, 'WIRE.FIELDS'],
    ['a fractional times', { times: 1.5, nonce, sign }, 'WIRE.FIELDS'],
    ['a negative times', { times: -1, nonce, sign }, 'WIRE.FIELDS'],
    ['a times sent as a string', { times: '9', nonce, sign }, 'WIRE.FIELDS'],
    ['a nonce of 88 bits', { times: 9, nonce: 'ab'.repeat(11), sign }, 'WIRE.FIELDS'],
    ['an upper-case nonce', { times: 9, nonce: nonce.toUpperCase(), sign }, 'WIRE.FIELDS'],
    ['a nonce longer than 256 bits', { times: 9, nonce: 'ab'.repeat(33), sign }, 'WIRE.FIELDS'],
    ['a short sign', { times: 9, nonce, sign: 'ab' }, 'WIRE.FIELDS'],
  ])('refuses %s', (_name, value, code) => {
    const read = readSignedRequest(value);
    expect(read.ok ? undefined : read.error.code).toBe(code);
  });

  it('accepts a nonce of exactly 96 bits', () => {
    expect(readSignedRequest({ times: 9, nonce: 'ab'.repeat(12), sign }).ok).toBe(true);
  });
});
