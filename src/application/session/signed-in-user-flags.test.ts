import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../adapters/storage/in-memory-storage';
import { createSessionStore } from './session-store';
import { signedInUserFlags } from './signed-in-user-flags';
import { testGrant, testUser } from './session-test-kit';

function signedInAs(overrides: Parameters<typeof testUser>[1]) {
  const store = createSessionStore(new InMemoryStorage());
  store.signIn(testGrant(7, { user_info: testUser(7, overrides) }));
  return { store, flags: signedInUserFlags(store) };
}

describe('signedInUserFlags', () => {
  it('says the user has recharged only when recharge_money is above zero', () => {
    expect(signedInAs({ recharge_money: 0 }).flags.hasRecharged()).toBe(false);
    expect(signedInAs({ recharge_money: 5 }).flags.hasRecharged()).toBe(true);
  });

  it('says a host is resting while is_rest is 1, and not once rest mode was turned off', () => {
    const { store, flags } = signedInAs({ is_rest: 1 });
    expect(flags.isResting()).toBe(true);
    flags.restTurnedOff();
    expect(flags.isResting()).toBe(false);
    expect(store.user$.getValue()?.is_rest).toBe(0);
  });

  it('answers no and changes nothing while signed out', () => {
    const store = createSessionStore(new InMemoryStorage());
    const flags = signedInUserFlags(store);
    flags.restTurnedOff();
    expect(flags.hasRecharged()).toBe(false);
    expect(flags.isResting()).toBe(false);
    expect(store.user$.getValue()).toBeNull();
  });
});
