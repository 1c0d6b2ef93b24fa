import { createCipheriv, createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AesEcb, STORAGE_KEY_PHRASE } from './aes-ecb';

/** Produced once with node:crypto (aes-256-ecb, key = SHA-256 of the phrase, PKCS#7). */
const VECTOR = { plaintext: '{"coins":10,"name":"Zoë"}', ciphertext: 'uGPDdVDWi8KDMKdF8yb71mxwmBH+04WoP7uXYL/97BE=' };

describe('AesEcb', () => {
  it('encrypts the fixed vector exactly as node:crypto does', () => {
    expect(new AesEcb().encrypt(VECTOR.plaintext)).toBe(VECTOR.ciphertext);
  });

  it('decrypts the fixed vector back to its text', () => {
    expect(new AesEcb().decrypt(VECTOR.ciphertext)).toBe(VECTOR.plaintext);
  });

  it('agrees with node:crypto on a text spanning several blocks', () => {
    const text = 'x'.repeat(47) + '✓';
    const key = createHash('sha256').update(STORAGE_KEY_PHRASE).digest();
    const cipher = createCipheriv('aes-256-ecb', key, null);
    const expected = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('base64');
    expect(new AesEcb().encrypt(text)).toBe(expected);
  });

  it('gives undefined for text that is not its ciphertext', () => {
    const aes = new AesEcb();
    for (const junk of ['', 'not base64!', 'AAAA', new AesEcb('another phrase').encrypt('{"a":1}')]) {
      expect(aes.decrypt(junk)).toBeUndefined();
    }
  });
});
