import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Where the signing key lives when RECEIPT_SIGNING_KEY is not set: made once, kept with the data. */
export const RECEIPT_KEY_FILE = 'receipt-signing-key.pem';
/** Hex characters of the public key's SHA-256 that name it in a receipt. */
const KEY_ID_HEX_CHARS = 16;

export interface ReceiptSigner {
  /** Names the key in every receipt it signs (the first bytes of the public key's SHA-256). */
  readonly keyId: string;
  /** The raw 32-byte Ed25519 public key, base64url: what the client imports to verify. */
  readonly publicKey: string;
  /** The same key as SPKI PEM, for openssl and other tools. */
  readonly publicKeyPem: string;
  /** Ed25519 signature of the UTF-8 text, base64url. */
  sign(text: string): string;
}

function readOrCreateKeyFile(dataDir: string): string {
  const file = path.join(dataDir, RECEIPT_KEY_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  const pem = crypto.generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  try {
    // 'wx': a second process starting at the same moment keeps the first one's key.
    fs.writeFileSync(file, pem, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return fs.readFileSync(file, 'utf8');
}

/**
 * The server's receipt key (ADR 0014): RECEIPT_SIGNING_KEY (a PKCS#8 PEM Ed25519 private
 * key; `\n` may be written as the two characters) when set — what several nodes share —
 * else DATA_DIR/receipt-signing-key.pem, generated on first start and kept.
 */
export function loadReceiptSigner(env: NodeJS.ProcessEnv, dataDir: string): ReceiptSigner {
  const pem = env.RECEIPT_SIGNING_KEY?.replace(/\\n/g, '\n') ?? readOrCreateKeyFile(dataDir);
  const privateKey = crypto.createPrivateKey(pem);
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error('RECEIPT_SIGNING_KEY must be an Ed25519 private key (PKCS#8 PEM)');
  const publicKey = crypto.createPublicKey(privateKey);
  const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x ?? '', 'base64url');
  return {
    keyId: crypto.createHash('sha256').update(raw).digest('hex').slice(0, KEY_ID_HEX_CHARS),
    publicKey: raw.toString('base64url'),
    publicKeyPem: publicKey.export({ format: 'pem', type: 'spki' }).toString(),
    sign: (text) => crypto.sign(null, Buffer.from(text, 'utf8'), privateKey).toString('base64url'),
  };
}
