import { describe, expect, it } from 'vitest';
import { takeThirdPartyReturn } from './third-party-return';

function history() {
  const urls: string[] = [];
  return { urls, replaceState: (_data: unknown, _unused: string, url?: string | URL | null) => void urls.push(String(url)) };
}

describe('takeThirdPartyReturn', () => {
  it('takes code and state off the address and lands on the sign-in page', () => {
    const h = history();
    expect(takeThirdPartyReturn({ search: '?code=abc&state=0f0f', pathname: '/' }, h)).toEqual({ code: 'abc', state: '0f0f' });
    expect(h.urls).toEqual(['/#/pages/login/index']);
  });

  it('passes a provider error on with its state', () => {
    expect(takeThirdPartyReturn({ search: '?error=access_denied&state=0f0f', pathname: '/' }, history())).toEqual({ error: 'access_denied', state: '0f0f' });
  });

  it('leaves an ordinary address alone', () => {
    const h = history();
    expect(takeThirdPartyReturn({ search: '', pathname: '/' }, h)).toBeNull();
    expect(takeThirdPartyReturn({ search: '?code=abc', pathname: '/' }, h)).toBeNull();
    expect(h.urls).toEqual([]);
  });
});
