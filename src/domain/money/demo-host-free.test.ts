import { describe, expect, it } from 'vitest';
import { isDemoHost, isDemoPair } from './demo-host-free';

describe('demo host label and price rules', () => {
  it('labels a user "Demo" only when the card says is_demo 1 (wire) or true (server row)', () => {
    expect(isDemoHost({ is_demo: 1 })).toBe(true);
    expect(isDemoHost({ is_demo: true })).toBe(true);
    expect(isDemoHost({ is_demo: 0 })).toBe(false);
    expect(isDemoHost({ is_demo: false })).toBe(false);
    expect(isDemoHost({})).toBe(false);
    expect(isDemoHost(null)).toBe(false);
    expect(isDemoHost(undefined)).toBe(false);
  });

  it('makes anything between two users free when either one is a demo host', () => {
    expect(isDemoPair({ is_demo: 0 }, { is_demo: 1 })).toBe(true);
    expect(isDemoPair({ is_demo: true }, { is_demo: false })).toBe(true);
    expect(isDemoPair({ is_demo: 0 }, { is_demo: 0 })).toBe(false);
    expect(isDemoPair(undefined, { is_demo: 0 })).toBe(false);
  });
});
