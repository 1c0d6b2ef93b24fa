import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSqlLedger } from '../../server/ledger/sql-ledger.js';
import { SYSTEM_ACCOUNTS, userAccount, type Ledger } from '../../server/ledger/ledger-types.js';
import { databaseVariants, type TestDatabase } from '../support/pg-variants.js';

const clock = { now: () => 1_700_000_000_000 };

for (const variant of databaseVariants('ledger')) {
  describe.skipIf(variant.skip)(`the coin ledger on ${variant.name}`, () => {
    let database: TestDatabase;
    let ledger: Ledger;
    let lastUid = 20_000_000;
    /** Each test works on its own users, so tests never see each other's coins. */
    const newUid = () => ++lastUid;

    beforeAll(async () => {
      database = await variant.open();
      ledger = createSqlLedger(database.db, clock);
    });
    afterAll(async () => {
      await database?.close();
    });

    it('lets exactly 100 of 1,000 concurrent 1-coin spends through at a balance of 100', async () => {
      const uid = newUid();
      expect((await ledger.grant(uid, 100, 'grant')).ok).toBe(true);

      const results = await Promise.all(
        Array.from({ length: 1_000 }, (_, i) => ledger.spend(uid, 1, 'message', `race:${uid}:${i}`)),
      );

      expect(results.filter((r) => r.ok)).toHaveLength(100);
      expect(results.filter((r) => !r.ok && r.error.code === 'COINS.INSUFFICIENT')).toHaveLength(900);
      expect(await ledger.balanceOf(uid)).toBe(0);
      expect(await ledger.sumOfAllEntries()).toBe(0);
      expect(await ledger.audit()).toEqual({ entriesSum: 0, balancesSum: 0, accountsOutOfBalance: 0 });
      // Every successful spend saw a distinct balance from 99 down to 0.
      const after = results.flatMap((r) => (r.ok ? [r.value.fromBalance] : [])).sort((a, b) => a - b);
      expect(after).toEqual(Array.from({ length: 100 }, (_, i) => i));
    });

    it('returns the first result and changes nothing when an idempotency key is repeated', async () => {
      const uid = newUid();
      await ledger.grant(uid, 10, 'grant');
      const first = await ledger.spend(uid, 3, 'gift', `gift:${uid}`, { gift_id: 7 });
      const again = await ledger.spend(uid, 3, 'gift', `gift:${uid}`, { gift_id: 7 });

      expect(first).toMatchObject({ ok: true, value: { fromBalance: 7, replayed: false } });
      expect(again.ok && first.ok && again.value).toEqual(first.ok && { ...first.value, replayed: true });
      expect(await ledger.balanceOf(uid)).toBe(7);
    });

    it('applies one change when many calls with one key arrive at once', async () => {
      const uid = newUid();
      await ledger.grant(uid, 50, 'grant');
      const results = await Promise.all(Array.from({ length: 40 }, () => ledger.spend(uid, 5, 'call', `call:${uid}:minute-1`)));

      const ids = new Set(results.map((r) => (r.ok ? r.value.transferId : -1)));
      expect(ids.size).toBe(1);
      expect(ids.has(-1)).toBe(false);
      expect(results.filter((r) => r.ok && !r.value.replayed)).toHaveLength(1);
      expect(await ledger.balanceOf(uid)).toBe(45);
    });

    it('refuses a spend above the balance with COINS.INSUFFICIENT and the balance, changing nothing', async () => {
      const uid = newUid();
      await ledger.grant(uid, 4, 'grant');
      const entriesBefore = await ledger.sumOfAllEntries();

      expect(await ledger.spend(uid, 5, 'match', `match:${uid}`)).toEqual({
        ok: false,
        error: { code: 'COINS.INSUFFICIENT', balance: 4, needed: 5 },
      });
      expect(await ledger.balanceOf(uid)).toBe(4);
      expect(await ledger.sumOfAllEntries()).toBe(entriesBefore);
    });

    it('lets a refused key succeed later, once the coins are there', async () => {
      const uid = newUid();
      expect((await ledger.spend(uid, 2, 'message', `msg:${uid}`)).ok).toBe(false);
      await ledger.grant(uid, 2, 'grant');
      expect(await ledger.spend(uid, 2, 'message', `msg:${uid}`)).toMatchObject({ ok: true, value: { replayed: false } });
      expect(await ledger.balanceOf(uid)).toBe(0);
    });

    it('reports LEDGER.KEY_REUSED when a used key comes back with a different transfer', async () => {
      const uid = newUid();
      await ledger.grant(uid, 10, 'grant');
      await ledger.spend(uid, 1, 'message', `dup:${uid}`);

      expect(await ledger.spend(uid, 2, 'message', `dup:${uid}`)).toEqual({
        ok: false,
        error: { code: 'LEDGER.KEY_REUSED', idempotencyKey: `dup:${uid}` },
      });
      expect(await ledger.balanceOf(uid)).toBe(9);
    });

    it('moves coins between two users in both directions at once without losing any', async () => {
      const a = newUid();
      const b = newUid();
      await ledger.grant(a, 100, 'grant');
      await ledger.grant(b, 100, 'grant');

      const results = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          ledger.transfer({
            from: userAccount(i % 2 === 0 ? a : b),
            to: userAccount(i % 2 === 0 ? b : a),
            amount: 1,
            reason: 'gift',
            idempotencyKey: `swap:${a}:${i}`,
          }),
        ),
      );

      expect(results.every((r) => r.ok)).toBe(true);
      expect((await ledger.balanceOf(a)) + (await ledger.balanceOf(b))).toBe(200);
      expect(await ledger.audit()).toEqual({ entriesSum: 0, balancesSum: 0, accountsOutOfBalance: 0 });
    });

    it('credits spent coins back to the user as a refund', async () => {
      const uid = newUid();
      await ledger.grant(uid, 10, 'purchase', `order:${uid}`);
      await ledger.spend(uid, 6, 'call', `call:${uid}`);

      expect(await ledger.credit(uid, 6, 'refund', `refund:${uid}`)).toMatchObject({
        ok: true,
        value: { from: SYSTEM_ACCOUNTS.revenue, to: userAccount(uid), toBalance: 10 },
      });
    });

    it('applies a grant without a key every time it is called', async () => {
      const uid = newUid();
      await ledger.grant(uid, 3, 'grant');
      await ledger.grant(uid, 3, 'grant');
      expect(await ledger.balanceOf(uid)).toBe(6);
    });

    it('answers 0 for a user who never had coins', async () => {
      expect(await ledger.balanceOf(newUid())).toBe(0);
    });

    it('throws on amounts that are not positive whole coins, a caller bug', async () => {
      const uid = newUid();
      await expect(ledger.spend(uid, 1.5, 'message', `bad:${uid}:1`)).rejects.toThrow(RangeError);
      await expect(ledger.spend(uid, 0, 'message', `bad:${uid}:2`)).rejects.toThrow(RangeError);
      await expect(ledger.grant(uid, -3, 'grant')).rejects.toThrow(RangeError);
    });
  });
}
