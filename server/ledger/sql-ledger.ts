import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Coins } from '../../src/domain/money/coins.js';
import type { Clock } from '../context.js';
import type { Database } from '../db/schema.js';
import {
  LEDGER_REASONS,
  SYSTEM_ACCOUNTS,
  USER_ACCOUNT_PREFIX,
  userAccount,
  type AccountId,
  type Ledger,
  type LedgerAudit,
  type LedgerReason,
  type TransferReceipt,
  type TransferRequest,
  type TransferResult,
} from './ledger-types.js';
import { spendingByDay } from './spending-totals.js';
import { applyTransfer, type TransferOutcome } from './transfer-statement.js';

/**
 * PostgreSQL only: a deadlock or serialisation failure. ledger_transfer locks accounts in id
 * order, so these should not happen; if one does, the statement changed nothing and is
 * simply run again.
 */
const RETRYABLE = new Set(['40P01', '40001']);
const UNIQUE_VIOLATION = '23505';
const MAX_ATTEMPTS = 5;

/** The ledger over the database (PGlite or PostgreSQL: the same SQL runs on both). */
export function createSqlLedger(db: Kysely<Database>, clock: Clock): Ledger {
  const listeners = new Set<(receipt: TransferReceipt) => void>();
  async function transfer(request: TransferRequest): Promise<TransferResult> {
    assertValid(request);
    for (let attempt = 1; ; attempt++) {
      const now = clock.now();
      let outcome: TransferOutcome;
      try {
        outcome = await applyTransfer(db, request, now);
      } catch (error) {
        const code = pgErrorCode(error);
        // The same key raced in from another connection and committed first: answer with its result.
        if (code === UNIQUE_VIOLATION) return replay(request);
        if (code !== undefined && RETRYABLE.has(code) && attempt < MAX_ATTEMPTS) continue;
        throw error;
      }
      if (outcome.transfer_id !== null && outcome.from_balance !== null && outcome.to_balance !== null) {
        const made = receipt(request, outcome.transfer_id, outcome.from_balance, outcome.to_balance, now);
        for (const listener of listeners) listener(made);
        return { ok: true, value: made };
      }
      if (outcome.key_used) return replay(request);
      if (outcome.limit_period !== null) return { ok: false, error: { code: 'SPEND.LIMIT', period: outcome.limit_period, spent: outcome.spent_in_period ?? 0 } };
      const balance = outcome.balance_before ?? 0;
      return { ok: false, error: { code: 'COINS.INSUFFICIENT', balance: Math.max(0, balance) as Coins, needed: request.amount as Coins } };
    }
  }

  /** The key was used before: the first result if it was this same transfer, else an error. */
  async function replay(request: TransferRequest): Promise<TransferResult> {
    const earlier = await findByKey(request.idempotencyKey);
    if (earlier === undefined) throw new Error(`ledger key ${request.idempotencyKey} reported used but not found`);
    const same = earlier.from === request.from && earlier.to === request.to
      && earlier.amount === request.amount && earlier.reason === request.reason;
    return same
      ? { ok: true, value: earlier }
      : { ok: false, error: { code: 'LEDGER.KEY_REUSED', idempotencyKey: request.idempotencyKey } };
  }

  async function findByKey(idempotencyKey: string): Promise<TransferReceipt | undefined> {
    const rows = await db
      .selectFrom('ledger_transfers as t')
      .innerJoin('ledger_entries as e', 'e.transfer_id', 't.id')
      .select(['t.id', 't.from_account', 't.to_account', 't.amount', 't.reason', 't.created_at', 'e.account_id', 'e.balance_after'])
      .where('t.idempotency_key', '=', idempotencyKey)
      .execute();
    const first = rows[0];
    if (first === undefined) return undefined;
    const balanceOfSide = (account: string) => rows.find((r) => r.account_id === account)?.balance_after ?? 0;
    return {
      transferId: first.id,
      from: first.from_account as AccountId,
      to: first.to_account as AccountId,
      amount: first.amount as Coins,
      reason: first.reason as LedgerReason,
      fromBalance: balanceOfSide(first.from_account),
      toBalance: balanceOfSide(first.to_account),
      createdAt: first.created_at,
      replayed: true,
    };
  }

  async function accountBalance(account: AccountId): Promise<number> {
    const row = await db.selectFrom('ledger_accounts').select('balance').where('id', '=', account).executeTakeFirst();
    return row?.balance ?? 0;
  }

  async function sumOfAllEntries(): Promise<number> {
    const row = await sql<{ total: number }>`select cast(coalesce(sum(amount), 0) as bigint) as total from ledger_entries`.execute(db);
    return row.rows[0]?.total ?? 0;
  }

  async function audit(): Promise<LedgerAudit> {
    const { rows } = await sql<LedgerAudit>`
      select
        (select cast(coalesce(sum(amount), 0) as bigint) from ledger_entries) as "entriesSum",
        (select cast(coalesce(sum(balance), 0) as bigint) from ledger_accounts) as "balancesSum",
        (select count(*) from ledger_accounts a
           left join (select account_id, sum(amount) as total from ledger_entries group by account_id) e
             on e.account_id = a.id
          where a.balance <> coalesce(e.total, 0)) as "accountsOutOfBalance"`.execute(db);
    const row = rows[0];
    if (row === undefined) throw new Error('ledger audit returned no row');
    return row;
  }

  async function ordersCreditedTwice(): Promise<number> {
    const { rows } = await sql<{ orders: number }>`
      select cast(count(*) as integer) as orders from (
        select meta->>'order_no' from ledger_transfers
         where reason = 'purchase' and meta->>'order_no' is not null
         group by meta->>'order_no' having count(*) > 1) as repeated`.execute(db);
    return Number(rows[0]?.orders ?? 0);
  }

  return {
    transfer,
    ordersCreditedTwice,
    balanceOf: async (uid) => (await accountBalance(userAccount(uid))) as Coins,
    balanceSubquery: (uid) => sql<Coins>`(select coalesce((select balance from ledger_accounts where id = ${USER_ACCOUNT_PREFIX}::text || ${uid}::text), 0))`,
    grant: (uid, amount, reason, idempotencyKey = `grant:${randomUUID()}`, meta) =>
      transfer({ from: SYSTEM_ACCOUNTS.issuance, to: userAccount(uid), amount, reason, idempotencyKey, ...(meta && { meta }) }),
    spend: (uid, amount, reason, idempotencyKey, meta) =>
      transfer({ from: userAccount(uid), to: SYSTEM_ACCOUNTS.revenue, amount, reason, idempotencyKey, ...(meta && { meta }) }),
    credit: (uid, amount, reason, idempotencyKey, meta) =>
      transfer({ from: SYSTEM_ACCOUNTS.revenue, to: userAccount(uid), amount, reason, idempotencyKey, ...(meta && { meta }) }),
    coinsMovedBy: async (uid) => {
      const { rows } = await sql<{ total: number }>`
        select cast(coalesce(sum(case when t.reason = 'refund' then -abs(e.amount) else abs(e.amount) end), 0) as bigint) as total
          from ledger_entries e join ledger_transfers t on t.id = e.transfer_id
         where e.account_id = ${userAccount(uid)}`.execute(db);
      return Math.max(0, Number(rows[0]?.total ?? 0));
    },
    coinsBetween: async (a, b) => {
      // Written to match ledger_transfers_pair_idx (migration 1020) for each direction.
      const { rows } = await sql<{ total: number }>`
        select cast(coalesce(sum(t.amount), 0) as bigint) as total
          from ledger_transfers t
         where t.reason in ('call', 'message', 'gift')
           and ((t.from_account = ${userAccount(a)} and t.meta->>'to_uid' = ${String(b)})
             or (t.from_account = ${userAccount(b)} and t.meta->>'to_uid' = ${String(a)}))
           and not exists (select 1 from ledger_transfers r where r.idempotency_key = 'refund:' || t.idempotency_key)`.execute(db);
      return Number(rows[0]?.total ?? 0);
    },
    amountOf: async (transferId) => (await db.selectFrom('ledger_transfers').select('amount').where('id', '=', transferId).executeTakeFirst())?.amount,
    spendingByDay: (uid, since) => spendingByDay(db, uid, since),
    sumOfAllEntries,
    audit,
    onTransfer(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function receipt(request: TransferRequest, transferId: number, fromBalance: number, toBalance: number, createdAt: number): TransferReceipt {
  const { from, to, reason } = request;
  return { transferId, from, to, amount: request.amount as Coins, reason, fromBalance, toBalance, createdAt, replayed: false };
}

/** Bad amounts and self-transfers are bugs in the caller, never user input reaching here. */
function assertValid(request: TransferRequest): void {
  if (!Number.isSafeInteger(request.amount) || request.amount <= 0) {
    throw new RangeError(`ledger amount must be a positive whole number of coins, got ${request.amount}`);
  }
  if (request.from === request.to) throw new RangeError(`ledger transfer from ${request.from} to itself`);
  if (request.idempotencyKey === '') throw new RangeError('ledger transfer without an idempotency key');
  if (!(LEDGER_REASONS as readonly string[]).includes(request.reason)) throw new RangeError(`unknown ledger reason ${request.reason}`);
}

function pgErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}
