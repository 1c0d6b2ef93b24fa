import CryptoJS from 'crypto-js/core';
import AES from 'crypto-js/aes';
import Base64 from 'crypto-js/enc-base64';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import SHA256 from 'crypto-js/sha256';

/**
 * The fixed string the storage key is derived from (the spec's own is not shown). Changing
 * it makes every stored value unreadable — they then read as missing, which is safe.
 */
export const STORAGE_KEY_PHRASE = 'glint.local-storage.v1';
const BLOCK_BYTES = 16;

/**
 * AES-256-ECB with PKCS#7 padding, as the spec stores values. The key is SHA-256 of the
 * phrase passed as a raw WordArray (a string key would put crypto-js in passphrase mode).
 * The only storage module importing crypto-js, so @noble/ciphers could replace it here.
 * ECB hides nothing from someone who can read the device: this is obfuscation, as specified.
 */
export class AesEcb {
  private readonly key: CryptoJS.lib.WordArray;

  constructor(phrase: string = STORAGE_KEY_PHRASE) {
    this.key = SHA256(phrase);
  }

  /** UTF-8 text → base64 ciphertext. */
  encrypt(plaintext: string): string {
    return AES.encrypt(Utf8.parse(plaintext), this.key, { mode: ECB, padding: Pkcs7 }).ciphertext.toString(Base64);
  }

  /** Base64 ciphertext → text, or undefined when it is not something we encrypted. */
  decrypt(ciphertext: string): string | undefined {
    try {
      const words = Base64.parse(ciphertext);
      // Ciphertext is whole blocks; anything else is not ours.
      if (words.sigBytes === 0 || words.sigBytes % BLOCK_BYTES !== 0) return undefined;
      const params = CryptoJS.lib.CipherParams.create({ ciphertext: words });
      const plaintext = AES.decrypt(params, this.key, { mode: ECB, padding: Pkcs7 });
      // crypto-js trusts the last byte as the pad length; a valid one is 1..16.
      const padLength = words.sigBytes - plaintext.sigBytes;
      return padLength >= 1 && padLength <= BLOCK_BYTES ? plaintext.toString(Utf8) : undefined;
    } catch {
      // Bad padding gives malformed UTF-8, which crypto-js reports by throwing.
      return undefined;
    }
  }
}
