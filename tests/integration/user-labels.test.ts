import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userInfoContract } from '../../src/application/contracts/user/info.contract.js';
import { MS_PER_DAY } from '../../src/domain/constants.js';
import { NEW_USER_LABEL_DAYS } from '../../src/domain/profile/avatar-labels.js';
import { INTIMACY_THRESHOLDS_COINS, intimacyLevelOf } from '../../src/domain/profile/intimacy.js';
import { startCallServer, type CallServer } from '../support/call-harness.js';

/*
 * Issue #13 labels: the intimacy level a viewer has with the person whose page they open
 * comes from the coins the two spent on each other in the ledger (both ways, a refunded
 * spend not counted), and a card's avatar labels say what the viewer may know.
 */

let server: CallServer;
beforeAll(async () => {
  server = await startCallServer();
});
afterAll(async () => server?.close());

async function cardOf(viewer: number, uid: number) {
  const card = await server.client(viewer).http.request(userInfoContract, { target_uid: uid });
  if (!card.ok) throw new Error(card.error.msg);
  return card.data;
}

let keys = 0;
const spendOn = async (from: number, to: number, coins: number, reason: 'call' | 'message' | 'gift') => {
  const key = `labels-test:${(keys += 1)}`;
  const paid = await server.ledger.spend(from, coins, reason, key, { to_uid: to });
  if (!paid.ok) throw new Error(paid.error.code);
  return key;
};

describe('intimacy with the viewer', () => {
  it('counts the coins two users spent on each other, both ways, and only between the two of them', async () => {
    const [first, second, third] = INTIMACY_THRESHOLDS_COINS;
    const fan = await server.newUser({ coins: 100_000 });
    const host = await server.newUser({ is_host: true, coins: 100_000 });
    const stranger = await server.newUser({ coins: 100_000 });
    expect((await cardOf(fan, host)).intimacy).toBe(0);

    await spendOn(fan, host, first, 'gift');
    expect((await cardOf(fan, host)).intimacy).toBe(1);
    expect((await cardOf(host, fan)).intimacy).toBe(1);

    await spendOn(host, fan, second - first, 'call');
    expect((await cardOf(fan, host)).intimacy).toBe(intimacyLevelOf(second));
    // What either of them spent on someone else is not their intimacy.
    await spendOn(fan, stranger, third, 'gift');
    await spendOn(stranger, host, third, 'message');
    expect((await cardOf(fan, host)).intimacy).toBe(2);
    expect((await cardOf(stranger, host)).intimacy).toBe(intimacyLevelOf(third));
  });

  it('does not count a spend that was refunded', async () => {
    const fan = await server.newUser({ coins: 100_000 });
    const host = await server.newUser({ is_host: true });
    const key = await spendOn(fan, host, INTIMACY_THRESHOLDS_COINS[1], 'message');
    await server.ledger.credit(fan, INTIMACY_THRESHOLDS_COINS[1], 'refund', `refund:${key}`);
    expect((await cardOf(fan, host)).intimacy).toBe(0);
  });
});

describe('avatar labels on the user card', () => {
  it('labels a new verified VIP, and drops VIP when they hide it and everything when they hide their profile', async () => {
    const viewer = await server.newUser({});
    const vip = { is_auth: true, auth_status: 1, vip_expires_at: Date.UTC(2100, 0, 1) };
    const shown = await server.newUser(vip);
    const hidesVip = await server.newUser({ ...vip, hide_vip: true });
    const hidden = await server.newUser({ ...vip, hide_profile: true });
    expect((await cardOf(viewer, shown)).avatar_labels).toEqual(['auth', 'vip', 'new']);
    expect((await cardOf(viewer, hidesVip)).avatar_labels).toEqual(['auth', 'new']);
    expect((await cardOf(viewer, hidden)).avatar_labels).toEqual([]);
  });

  it('stops calling someone new once NEW_USER_LABEL_DAYS have passed since they signed up', async () => {
    const viewer = await server.newUser({});
    const user = await server.newUser({});
    expect((await cardOf(viewer, user)).avatar_labels).toEqual(['new']);
    // Signed up that long ago (moving the shared clock a week would run a week of every timer).
    await server.database.db.updateTable('users').set({ created_at: server.time.now() - NEW_USER_LABEL_DAYS * MS_PER_DAY }).where('uid', '=', user).execute();
    expect((await cardOf(viewer, user)).avatar_labels).toEqual([]);
  });
});
