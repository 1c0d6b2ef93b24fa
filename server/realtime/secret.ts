import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

const SECRET_BYTES = 32;
const SECRET_FILE = 'broker.key';

/**
 * The HMAC key of broker passwords, kept in DATA_DIR so passwords handed out before a
 * restart keep working after it. Created on first start, readable by the owner only.
 */
export function loadBrokerSecret(dataDir: string): Buffer {
  const file = path.join(dataDir, SECRET_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(SECRET_BYTES).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url');
  if (secret.length < SECRET_BYTES) throw new Error(`${file} holds fewer than ${SECRET_BYTES} bytes: delete it to get a new one`);
  return secret;
}
