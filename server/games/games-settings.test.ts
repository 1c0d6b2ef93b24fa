import { describe, expect, it } from 'vitest';
import { GAMES_PORT_OFFSET, loadGamesSettings } from './games-settings';

const config = { port: 8080, host: '0.0.0.0', publicOrigins: ['https://glint.example'] };

describe('loadGamesSettings', () => {
  it('serves the games on PORT + 1000 on loopback by default, framed by this server and PUBLIC_ORIGIN', () => {
    expect(loadGamesSettings({}, config)).toEqual({
      port: 8080 + GAMES_PORT_OFFSET,
      host: '127.0.0.1',
      origin: `http://127.0.0.1:${8080 + GAMES_PORT_OFFSET}`,
      appOrigins: ['http://127.0.0.1:8080', 'http://localhost:8080', 'https://glint.example'],
    });
  });
  it('takes any free port when the server does, and none when GAMES_PORT is off', () => {
    expect(loadGamesSettings({}, { ...config, port: 0 })).toMatchObject({ port: 0, origin: null });
    expect(loadGamesSettings({ GAMES_PORT: 'off' }, config).port).toBeNull();
  });
  it('honours GAMES_PORT, GAMES_ORIGIN and GAMES_APP_ORIGINS, and refuses a bad value with a clear message', () => {
    expect(loadGamesSettings({ GAMES_PORT: '9155', GAMES_ORIGIN: 'https://games.example/x', GAMES_APP_ORIGINS: 'https://a.example, https://b.example' }, config)).toMatchObject({
      port: 9155,
      origin: 'https://games.example',
      appOrigins: ['https://a.example', 'https://b.example'],
    });
    expect(() => loadGamesSettings({ GAMES_PORT: 'ninety' }, config)).toThrow(/GAMES_PORT must be an integer/);
    expect(() => loadGamesSettings({ GAMES_APP_ORIGINS: 'ftp://x' }, config)).toThrow(/GAMES_APP_ORIGINS must list http/);
  });
});
