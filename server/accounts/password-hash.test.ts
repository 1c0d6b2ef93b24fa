import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashClientPassword, verifyClientPassword } from './password-hash.js';

const md5 = (text: string): string => createHash('md5').update(text).digest('hex');

describe('password hashes', () => {
  it('are argon2id of the client md5 and verify only that md5', async () => {
    const digest = md5('password123');
    const hash = await hashClientPassword(digest);
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(hash).not.toContain(digest);
    expect(await verifyClientPassword(hash, digest)).toBe(true);
    expect(await verifyClientPassword(hash, md5('password124'))).toBe(false);
  });

  it('are salted: the same password hashes differently twice', async () => {
    const digest = md5('password123');
    expect(await hashClientPassword(digest)).not.toBe(await hashClientPassword(digest));
  });

  it('never throw for a stored value that is not an argon2 hash', async () => {
    expect(await verifyClientPassword('not-a-hash', md5('x'))).toBe(false);
  });
});
