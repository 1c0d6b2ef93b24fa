import { describe, expect, it } from 'vitest';
import { openRotation, sealRotation } from './rotation-seal.js';
import { newToken } from './tokens.js';

const issued = { token: newToken(), refreshToken: newToken(), appCre: 'a2V5', expiresAt: 1_700_000_000_000 };

describe('a rotation sealed under the refresh token it consumed', () => {
  it('opens with that refresh token to the same pair', () => {
    const used = newToken();
    expect(openRotation(sealRotation(issued, used), used)).toEqual(issued);
  });

  it('does not open with any other token, nor from a damaged text: the table alone gives no usable pair', () => {
    const sealed = sealRotation(issued, newToken());
    expect(openRotation(sealed, newToken())).toBeNull();
    expect(openRotation(`${sealed.slice(0, -4)}AAAA`, newToken())).toBeNull();
    expect(openRotation('not a seal', newToken())).toBeNull();
  });
});
