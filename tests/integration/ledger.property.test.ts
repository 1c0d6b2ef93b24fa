import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSqlLedger } from '../../server/ledger/sql-ledger.js';
import { userAccount, type Ledger, type TransferResult } from '../../server/ledger/ledger-types.js';
import { databaseVariants, type TestDatabase } from '../support/pg-variants.js';

/**
 * Random sequences of grants, spends and user-to-user transfers, with keys drawn from a
 * small pool so duplicates are common, checked against a plain in-memory model.
 */
type Op =
  | { readonly kind: 'grant'; readonly user: number; readonly amount: number; readonly key: number }
  | { readonly kind: 'spend'; readonly user: number; readonly amount: number; readonly key: number }
  | { readonly kind: 'transfer'; readonly user: number; readonly to: number; readonly amount: number; readonly key: number };

const USERS = 3;
const KEYS = 8;
const user = fc.integer({ min: 0, max: USERS - 1 });
const amount = fc.integer({ min: 1, max: 20 });
const key = fc.integer({ min: 0, max: KEYS - 1 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('grant' as const), user, amount, key }),
  fc.record({ kind: fc.constant('spend' as const), user, amount, key }),
  fc
    .record({ kind: fc.constant('transfer' as const), user, to: user, amount, key })
    .filter((o) => o.user !== o.to),
);

const clock = { now: () => 1_700_000_000_000 };

for (const variant of databaseVariants('ledger property')) {
  describe.skipIf(variant.skip)(`ledger properties on ${variant.name}`, () => {
    let database: TestDatabase;
    let ledger: Ledger;
    /** Every run gets fresh uids and keys, so runs share one database without meeting. */
    let run = 0;

    beforeAll(async () => {
      database = await variant.open();
      ledger = createSqlLedger(database.db, clock);
    });
    afterAll(async () => {
      await database?.close();
    });

    function perform(o: Op, uids: readonly number[], keyOf: (k: number) => string): Promise<TransferResult> {
      const uid = uids[o.user] ?? 0;
      switch (o.kind) {
        case 'grant':
          return ledger.grant(uid, o.amount, 'grant', keyOf(o.key));
        case 'spend':
          return ledger.spend(uid, o.amount, 'message', keyOf(o.key));
        case 'transfer':
          return ledger.transfer({ from: userAccount(uid), to: userAccount(uids[o.to] ?? 0), amount: o.amount, reason: 'gift', idempotencyKey: keyOf(o.key) });
      }
    }

    it('matches a simple model: no negative balance, every key applied at most once', async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(op, { maxLength: 25 }), async (ops) => {
          run += 1;
          const uids = Array.from({ length: USERS }, (_, i) => 30_000_000 + run * 10 + i);
          const keyOf = (k: number) => `prop:${variant.name}:${run}:${k}`;
          const model = uids.map(() => 0);
          const applied = new Map<number, Op>();

          for (const o of ops) {
            const result = await perform(o, uids, keyOf);
            const first = applied.get(o.key);
            if (first !== undefined) {
              // A used key: the same op replays, any other op is refused; nothing moves.
              const sameOp = JSON.stringify(first) === JSON.stringify(o);
              expect(result.ok ? result.value.replayed : result.error.code).toBe(sameOp ? true : 'LEDGER.KEY_REUSED');
              continue;
            }
            if (o.kind === 'grant') {
              model[o.user] = (model[o.user] ?? 0) + o.amount;
            } else if ((model[o.user] ?? 0) >= o.amount) {
              model[o.user] = (model[o.user] ?? 0) - o.amount;
              if (o.kind === 'transfer') model[o.to] = (model[o.to] ?? 0) + o.amount;
            } else {
              expect(result).toMatchObject({ ok: false, error: { code: 'COINS.INSUFFICIENT', balance: model[o.user] } });
              continue;
            }
            expect(result).toMatchObject({ ok: true, value: { replayed: false } });
            applied.set(o.key, o);
          }

          const balances = await Promise.all(uids.map((uid) => ledger.balanceOf(uid)));
          expect(balances).toEqual(model);
          expect(await ledger.sumOfAllEntries()).toBe(0);
        }),
        { numRuns: 40 },
      );
    });

    it('keeps balances non-negative and the books balanced when the same ops run all at once', async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(op, { maxLength: 40 }), async (ops) => {
          run += 1;
          const uids = Array.from({ length: USERS }, (_, i) => 30_000_000 + run * 10 + i);
          const keyOf = (k: number) => `prop:${variant.name}:${run}:${k}`;

          const results = await Promise.all(ops.map((o) => perform(o, uids, keyOf)));

          const balances = await Promise.all(uids.map((uid) => ledger.balanceOf(uid)));
          expect(balances.every((b) => b >= 0)).toBe(true);
          expect(await ledger.audit()).toEqual({ entriesSum: 0, balancesSum: 0, accountsOutOfBalance: 0 });
          // Each key names at most one change: all successful answers for a key share one transfer.
          const byKey = new Map<number, Set<number>>();
          ops.forEach((o, i) => {
            const r = results[i];
            if (r?.ok) byKey.set(o.key, (byKey.get(o.key) ?? new Set()).add(r.value.transferId));
          });
          for (const ids of byKey.values()) expect(ids.size).toBe(1);
          const fresh = results.filter((r) => r.ok && !r.value.replayed).length;
          expect(fresh).toBe(byKey.size);
        }),
        { numRuns: 25 },
      );
    });
  });
}
