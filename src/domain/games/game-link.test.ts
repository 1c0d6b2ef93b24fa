import { describe, expect, it } from 'vitest';
import { gameLinkOrigin, isGameLinkForUser, linkQueryParams } from './game-link';

describe('isGameLinkForUser', () => {
  it('accepts a link whose uid parameter is the current uid', () => {
    expect(isGameLinkForUser('https://games.example/play?game=7&uid=1234', 1234)).toBe(true);
  });
  it('refuses a link for another uid', () => {
    expect(isGameLinkForUser('https://games.example/play?uid=1235', 1234)).toBe(false);
    expect(isGameLinkForUser('https://games.example/play?uid=12345', 1234)).toBe(false);
  });
  it('refuses a link without a uid parameter', () => {
    expect(isGameLinkForUser('https://games.example/play?game=7', 1234)).toBe(false);
    expect(isGameLinkForUser('https://games.example/play', 1234)).toBe(false);
  });
  it('refuses a link that repeats uid with another user', () => {
    expect(isGameLinkForUser('https://games.example/play?uid=1234&uid=999', 1234)).toBe(false);
  });
  it('ignores a uid that appears only in the fragment', () => {
    expect(isGameLinkForUser('https://games.example/play?game=7#uid=1234', 1234)).toBe(false);
  });
  it('does not take a parameter whose name merely ends in uid', () => {
    expect(isGameLinkForUser('https://games.example/play?game_uid=1234', 1234)).toBe(false);
  });
});

describe('linkQueryParams', () => {
  it('decodes names and values, plus signs included', () => {
    expect(linkQueryParams('x?a%20b=c+d&e=%C3%A9&flag')).toEqual([
      ['a b', 'c d'],
      ['e', 'é'],
      ['flag', ''],
    ]);
  });
  it('keeps a malformed escape as written instead of throwing', () => {
    expect(linkQueryParams('x?uid=%E0%A4%A')).toEqual([['uid', '%E0%A4%A']]);
  });
});

describe('gameLinkOrigin', () => {
  it('reads the origin a game frame must talk from, and nothing from a link that is not http(s)', () => {
    expect(gameLinkOrigin('http://127.0.0.1:9155/coin-flip/?uid=1')).toBe('http://127.0.0.1:9155');
    expect(gameLinkOrigin('HTTPS://Games.Example/x')).toBe('https://games.example');
    expect(gameLinkOrigin('javascript:alert(1)')).toBeNull();
    expect(gameLinkOrigin('http://user@evil.example/')).toBeNull();
    expect(gameLinkOrigin('/coin-flip/')).toBeNull();
  });
});
