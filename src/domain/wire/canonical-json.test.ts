import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json';

describe('canonicalJson', () => {
  it('sorts object keys at every depth but keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: null } })).toBe('{"a":{"c":null,"d":[3,{"y":2,"z":1}]},"b":1}');
  });

  it('sorts keys by UTF-16 code unit, so upper case comes before lower case and "10" before "2"', () => {
    expect(canonicalJson({ b: 0, B: 0, 2: 0, 10: 0 })).toBe('{"10":0,"2":0,"B":0,"b":0}');
  });

  it('drops undefined members and writes undefined array items as null, as JSON.stringify does', () => {
    expect(canonicalJson({ a: undefined, b: [undefined, () => 1] })).toBe('{"b":[null,null]}');
  });

  it('writes non-finite numbers as null and -0 as 0', () => {
    expect(canonicalJson([Number.NaN, Number.POSITIVE_INFINITY, -0])).toBe('[null,null,0]');
  });

  it('escapes strings exactly as JSON.stringify does, lone surrogates included', () => {
    const text = 'quote " slash \\ newline \n arabic مرحبا emoji 😀 lone \ud800';
    expect(canonicalJson(text)).toBe(JSON.stringify(text));
  });

  it('honours toJSON, so a date signs as its ISO string', () => {
    expect(canonicalJson({ at: new Date(Date.UTC(2024, 0, 2)) })).toBe('{"at":"2024-01-02T00:00:00.000Z"}');
  });

  it('returns undefined for a top-level value JSON cannot express', () => {
    expect(canonicalJson(undefined)).toBeUndefined();
  });

  it('refuses a bigint like JSON.stringify does', () => {
    expect(() => canonicalJson({ n: 1n })).toThrow(TypeError);
  });
});
