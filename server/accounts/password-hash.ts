import argon2 from 'argon2';

/** What the client sends as `password`: md5 of the typed password, 32 hex digits (000 §3). */
export const CLIENT_PASSWORD_DIGEST = /^[0-9a-f]{32}$/;

/**
 * argon2id over the md5 the client sends, never the md5 itself: the md5 is what an
 * attacker would replay, so storing it would be storing the password. argon2's own
 * defaults (argon2id, 64 MiB, 3 passes) follow the OWASP baseline.
 */
export async function hashClientPassword(clientDigest: string): Promise<string> {
  return argon2.hash(clientDigest.toLowerCase(), { type: argon2.argon2id });
}

/** False for a wrong password and for a hash that is not argon2 (never throws for bad input). */
export async function verifyClientPassword(hash: string, clientDigest: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, clientDigest.toLowerCase());
  } catch {
    return false;
  }
}
