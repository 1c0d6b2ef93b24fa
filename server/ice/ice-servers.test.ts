import { describe, expect, it } from 'vitest';
import { iceServersFor, loadIceSettings, TURN_CREDENTIAL_TTL_S, turnCredential } from './ice-servers.js';

const NOW = Date.UTC(2025, 0, 1); // 1735689600 s
const SECRET = 'turn-shared-secret';

describe('coturn REST credentials', () => {
  it('signs "<expiry>:<uid>" with HMAC-SHA1 in base64, as coturn recomputes it (vector from openssl)', () => {
    // printf '1735776000:10000001' | openssl dgst -sha1 -hmac turn-shared-secret -binary | base64
    expect(turnCredential(SECRET, 10_000_001, 1_735_776_000)).toEqual({ username: '1735776000:10000001', credential: '4xkr1V5Rw30ylG1l/S1+YFTt+T8=' });
  });

  it('hands out TURN with credentials expiring one lifetime from now, after the configured servers', () => {
    const settings = loadIceSettings({ ICE_SERVERS: '[{"urls":"stun:stun.example.org:3478"}]', TURN_URL: 'turn:turn.example.org:3478, turns:turn.example.org:5349', TURN_SECRET: SECRET });
    expect(iceServersFor(settings, 10_000_001, NOW)).toEqual([
      { urls: 'stun:stun.example.org:3478' },
      { urls: ['turn:turn.example.org:3478', 'turns:turn.example.org:5349'], ...turnCredential(SECRET, 10_000_001, 1_735_689_600 + TURN_CREDENTIAL_TTL_S) },
    ]);
  });

  it('gives each user their own username, so one user’s credentials cannot be passed off as another’s', () => {
    const settings = loadIceSettings({ TURN_URL: 'turn:t.example.org', TURN_SECRET: SECRET });
    const [a] = iceServersFor(settings, 1, NOW);
    const [b] = iceServersFor(settings, 2, NOW);
    expect(a?.username).not.toBe(b?.username);
    expect(a?.credential).not.toBe(b?.credential);
  });
});

describe('ICE settings', () => {
  it('offers no server by default: host candidates are enough on one machine', () => {
    expect(iceServersFor(loadIceSettings({}), 1, NOW)).toEqual([]);
  });

  it('refuses malformed ICE_SERVERS, a TURN_URL without its secret and a bad lifetime at start-up', () => {
    expect(() => loadIceSettings({ ICE_SERVERS: '{not json' })).toThrow(/JSON array/);
    expect(() => loadIceSettings({ ICE_SERVERS: '[{"url":"stun:x"}]' })).toThrow(/ICE_SERVERS/);
    expect(() => loadIceSettings({ TURN_URL: 'turn:x' })).toThrow(/TURN_SECRET/);
    expect(() => loadIceSettings({ TURN_URL: 'turn:x', TURN_SECRET: 's', TURN_TTL_S: '-5' })).toThrow(/TURN_TTL_S/);
  });

  it('honours TURN_TTL_S', () => {
    const [turn] = iceServersFor(loadIceSettings({ TURN_URL: 'turn:x', TURN_SECRET: 's', TURN_TTL_S: '600' }), 7, NOW);
    expect(turn?.username).toBe(`${1_735_689_600 + 600}:7`);
  });
});
