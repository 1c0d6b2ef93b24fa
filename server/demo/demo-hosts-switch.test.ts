import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';

describe('DEMO_HOSTS (server/config.ts)', () => {
  it('turns the demo hosts on for a plain npm start, as before', () => {
    expect(loadConfig({}).demoHosts).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).demoHosts).toBe(true);
  });

  it('leaves them off in production unless DEMO_HOSTS=1 asks for them', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).demoHosts).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_HOSTS: '' }).demoHosts).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_HOSTS: '1' }).demoHosts).toBe(true);
  });

  it('turns them off with DEMO_HOSTS=0 anywhere', () => {
    expect(loadConfig({ DEMO_HOSTS: '0' }).demoHosts).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_HOSTS: '0' }).demoHosts).toBe(false);
  });

  it('refuses any other value with a clear error instead of guessing', () => {
    expect(() => loadConfig({ DEMO_HOSTS: 'yes' })).toThrow('DEMO_HOSTS must be 1 or 0, got "yes"');
  });
});
