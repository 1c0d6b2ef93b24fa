import { describe, expect, it } from 'vitest';
import { showsPrerenderedScreen, type FirstVisitWindow } from './prerendered-screen';

const KEYS = { session: 'glint:session', language: 'glint.pref.language', loginPath: '/pages/login/index' };

function visit({ hash = '', stored = {} as Record<string, string>, languages = ['en-US'] as readonly string[] } = {}): FirstVisitWindow {
  return { location: { hash }, localStorage: { getItem: (key) => stored[key] ?? null }, navigator: { languages } };
}

describe('showsPrerenderedScreen', () => {
  it('says yes to a signed-out English first visit on the entry or the sign-in route', () => {
    for (const hash of ['', '#', '#/', '#/pages/login/index']) expect(showsPrerenderedScreen(visit({ hash }), KEYS)).toBe(true);
  });

  it('says no to any other route, the sign-in route with a query included', () => {
    for (const hash of ['#/pages/tabbar/me', '#/pages/login/email', '#/pages/login/index?x=1', '#/?x=1']) expect(showsPrerenderedScreen(visit({ hash }), KEYS)).toBe(false);
  });

  it('says no when a session may be stored', () => {
    expect(showsPrerenderedScreen(visit({ stored: { 'glint:session': 'ciphertext' } }), KEYS)).toBe(false);
  });

  it('follows a stored language choice over the device languages', () => {
    expect(showsPrerenderedScreen(visit({ stored: { 'glint.pref.language': 'ar' }, languages: ['en-US'] }), KEYS)).toBe(false);
    expect(showsPrerenderedScreen(visit({ stored: { 'glint.pref.language': 'en' }, languages: ['es-ES'] }), KEYS)).toBe(true);
  });

  it('says yes only when the first device language is English (or none is given)', () => {
    expect(showsPrerenderedScreen(visit({ languages: ['en'] }), KEYS)).toBe(true);
    expect(showsPrerenderedScreen(visit({ languages: [] }), KEYS)).toBe(true);
    expect(showsPrerenderedScreen(visit({ languages: ['es-MX', 'en'] }), KEYS)).toBe(false);
    expect(showsPrerenderedScreen(visit({ languages: ['eng'] }), KEYS)).toBe(false);
  });

  it('says no when storage cannot be read', () => {
    const blocked: FirstVisitWindow = { ...visit(), localStorage: { getItem: () => { throw new DOMException('denied', 'SecurityError'); } } };
    expect(showsPrerenderedScreen(blocked, KEYS)).toBe(false);
  });

  it('still works from its source text alone, as index.html inlines it', () => {
    const inlined = new Function(`return (${showsPrerenderedScreen.toString()})`)() as typeof showsPrerenderedScreen;
    expect(inlined(visit(), KEYS)).toBe(true);
    expect(inlined(visit({ languages: ['ar'] }), KEYS)).toBe(false);
  });
});
