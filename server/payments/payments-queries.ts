import type { UserRow } from '../accounts/current-user.js';
import type { OrderRow, PaymentsDatabase } from './payment-tables.js';

/** The caller's own order by number; another user's order is as good as none. */
export async function findOrderOf(db: PaymentsDatabase, orderNo: string, uid: number): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('order_no', '=', orderNo).where('uid', '=', uid).executeTakeFirst();
}

/** The signed-in buyer's row (the session vouches that it exists). */
export async function buyerRow(db: PaymentsDatabase, uid: number): Promise<UserRow> {
  return db.selectFrom('users').selectAll().where('uid', '=', uid).executeTakeFirstOrThrow();
}

/** A line of the native shell's purchase log, kept for support. */
export async function insertIapLog(db: PaymentsDatabase, uid: number, content: string, now: number): Promise<void> {
  await db.insertInto('iap_logs').values({ uid, content, created_at: now }).execute();
}
