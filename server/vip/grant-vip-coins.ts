import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { SYSTEM_ACCOUNTS, userAccount } from '../ledger/ledger-types.js';
import { applyTransfer } from '../ledger/transfer-statement.js';
import { inTransaction } from '../payments/in-transaction.js';
import { vipMonthKey } from '../payments/order-keys.js';
import { paymentsDatabase } from '../payments/payment-tables.js';

/**
 * Grants the monthly coins of VIP months that have started (each once, under the key
 * `vip:<order_no>:<month>`, marked granted in the same transaction). Run by the payments
 * sweep for everyone, and for one user before their VIP or recharge data is shown.
 * Answers how many months were granted.
 */
export async function grantDueVipCoins(deps: { readonly db: Kysely<Database> }, now: number, limit: number, uid?: number): Promise<number> {
  const db = paymentsDatabase(deps.db);
  let query = db.selectFrom('vip_coin_grants').select(['order_no', 'month_index']).where('granted_at', 'is', null).where('due_at', '<=', now);
  if (uid !== undefined) query = query.where('uid', '=', uid);
  const due = await query.orderBy('due_at').limit(limit).execute();
  let granted = 0;
  for (const { order_no: orderNo, month_index: month } of due) {
    const done = await inTransaction(db, async (trx) => {
      const grant = await trx
        .selectFrom('vip_coin_grants')
        .selectAll()
        .where('order_no', '=', orderNo)
        .where('month_index', '=', month)
        .where('granted_at', 'is', null)
        .forUpdate()
        .executeTakeFirst();
      if (grant === undefined) return false;
      const transfer = await applyTransfer(trx as unknown as Kysely<Database>, {
        from: SYSTEM_ACCOUNTS.issuance,
        to: userAccount(grant.uid),
        amount: grant.coins,
        reason: 'purchase',
        idempotencyKey: vipMonthKey(orderNo, month),
        meta: { order_no: orderNo, vip_month: month },
      }, now);
      if (transfer.transfer_id === null) throw new Error(`VIP month ${orderNo}:${month} was not granted (key used: ${transfer.key_used})`);
      await trx.updateTable('vip_coin_grants').set({ granted_at: now, transfer_id: transfer.transfer_id }).where('order_no', '=', orderNo).where('month_index', '=', month).execute();
      return true;
    });
    if (done) granted += 1;
  }
  return granted;
}
