import Base64 from 'crypto-js/enc-base64';
import MD5 from 'crypto-js/md5';
import SHA256 from 'crypto-js/sha256';
import type { SessionCryptoPort } from '../../application/ports/session-crypto.port';

/** SessionCryptoPort with crypto-js (md5, SHA-256) and the Web Crypto random source (browser and Node). */
export const cryptoJsSessionCrypto: SessionCryptoPort = {
  md5Hex: (text) => MD5(text).toString(),
  sha256Base64Url: (text) => Base64.stringify(SHA256(text)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''),
  randomHex(bytes) {
    const random = crypto.getRandomValues(new Uint8Array(bytes));
    return Array.from(random, (byte) => byte.toString(16).padStart(2, '0')).join('');
  },
};
