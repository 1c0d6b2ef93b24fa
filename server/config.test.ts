import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig: payments sandbox and public origins', () => {
  it('keeps the sandbox on in development, so npm start on a fresh machine can pay', () => {
    expect(loadConfig({})).toMatchObject({ production: false, paySandbox: true, publicOrigins: [] });
  });

  it('turns the sandbox off with NODE_ENV=production unless PAY_SANDBOX=1', () => {
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ production: true, paySandbox: false });
    expect(loadConfig({ NODE_ENV: 'production', PAY_SANDBOX: '1' })).toMatchObject({ production: true, paySandbox: true });
  });

  it('turns the sandbox off anywhere with PAY_SANDBOX=0', () => {
    expect(loadConfig({ PAY_SANDBOX: '0' }).paySandbox).toBe(false);
  });

  it('refuses a PAY_SANDBOX that is neither 0 nor 1 rather than guessing', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PAY_SANDBOX: 'yes' })).toThrow(/PAY_SANDBOX must be 0 or 1/);
  });

  it('reads PUBLIC_ORIGIN as a list of origins, a bare host meaning https', () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://glint.example/, glint.example:8443 ,http://localhost:8080' }).publicOrigins)
      .toEqual(['https://glint.example', 'https://glint.example:8443', 'http://localhost:8080']);
  });

  it('refuses a PUBLIC_ORIGIN entry that is not an http(s) origin', () => {
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'javascript:alert(1)' })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'https://' })).toThrow(/PUBLIC_ORIGIN/);
  });
});
