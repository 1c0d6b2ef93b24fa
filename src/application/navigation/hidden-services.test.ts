import { describe, expect, it } from 'vitest';
import { hiddenRoutes, HIDEABLE_SERVICES } from './hidden-services';
import { ROUTE_PATHS } from './route-paths';

describe('hiddenRoutes', () => {
  it('hides nothing when the server hides nothing', () => {
    expect(hiddenRoutes([])).toEqual(new Set());
  });

  it('hides every route of each named feature and nothing else', () => {
    const hidden = hiddenRoutes(['discover', 'live']);
    expect(hidden).toEqual(new Set([ROUTE_PATHS.discoverTab, ROUTE_PATHS.live, ROUTE_PATHS.liveEnd]));
    expect(hidden.has(ROUTE_PATHS.messageTab)).toBe(false);
  });

  it('ignores names this build does not know, and inherited object keys', () => {
    expect(hiddenRoutes(['teleport', 'toString', '__proto__'])).toEqual(new Set());
  });

  it('never hides the core loop: sign-in, matching, calls, chat, the wallet and the Me tab', () => {
    const all = hiddenRoutes(Object.keys(HIDEABLE_SERVICES));
    for (const path of [ROUTE_PATHS.login, ROUTE_PATHS.matchTab, ROUTE_PATHS.callScreen, ROUTE_PATHS.chat, ROUTE_PATHS.messageTab, ROUTE_PATHS.balance, ROUTE_PATHS.meTab]) {
      expect(all.has(path), path).toBe(false);
    }
  });
});
