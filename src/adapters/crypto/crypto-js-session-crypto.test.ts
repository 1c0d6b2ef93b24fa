import { describe, expect, it } from 'vitest';
import { cryptoJsSessionCrypto } from './crypto-js-session-crypto';

describe('crypto-js session crypto', () => {
  it('hashes passwords with md5 as lowercase hex', () => {
    expect(cryptoJsSessionCrypto.md5Hex('password123')).toBe('482c811da5d5b4bc6d497ffa98491e38');
  });

  it('derives the PKCE S256 challenge of RFC 7636 appendix B', () => {
    expect(cryptoJsSessionCrypto.sha256Base64Url('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('draws random hex of the asked length, different every time', () => {
    const a = cryptoJsSessionCrypto.randomHex(16);
    const b = cryptoJsSessionCrypto.randomHex(16);
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(a).not.toBe(b);
  });
});
