import { createHash } from 'node:crypto';
import { createAvatar } from '@dicebear/core';
import { lorelei } from '@dicebear/collection';

const AVATAR_SIZE = 256;
const NAME_HEX = 24;

/** A drawn avatar for a demo host, made offline and the same for the same seed every time. */
export function demoAvatarSvg(seed: string): Buffer {
  return Buffer.from(createAvatar(lorelei, { seed, size: AVATAR_SIZE }).toString(), 'utf8');
}

/** Where a demo host's avatar is stored: stable per seed, so re-seeding overwrites rather than piles up. */
export function demoAvatarPath(seed: string): string {
  return `demo/avatars/${createHash('sha256').update(seed).digest('hex').slice(0, NAME_HEX)}.svg`;
}
