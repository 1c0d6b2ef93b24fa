import type { Selectable } from 'kysely';
import type { MediaReport, MediaState } from '../../src/domain/calls/media-outages.js';
import type { CallSettlementsTable, FairBillingDatabase, StoredRefund } from './fair-billing-tables.js';

export type Settlement = Selectable<CallSettlementsTable>;

export async function insertReport(db: FairBillingDatabase, roomId: number, uid: number, state: MediaState, at: number): Promise<void> {
  await db.insertInto('call_media_reports').values({ room_id: roomId, uid, state, at }).execute();
}

/** Every report of call `roomId`, per party uid, oldest first. */
export async function reportsByParty(db: FairBillingDatabase, roomId: number): Promise<ReadonlyMap<number, MediaReport[]>> {
  const rows = await db.selectFrom('call_media_reports').select(['uid', 'state', 'at']).where('room_id', '=', roomId).orderBy('at').orderBy('id').execute();
  const byParty = new Map<number, MediaReport[]>();
  for (const row of rows) {
    const list = byParty.get(Number(row.uid)) ?? [];
    list.push({ at: Number(row.at), state: row.state });
    byParty.set(Number(row.uid), list);
  }
  return byParty;
}

/** Outage believed on `payerUid`'s word alone in the settlements since `since` (their daily cap). */
export async function disputedSince(db: FairBillingDatabase, payerUid: number, since: number): Promise<number> {
  const row = await db
    .selectFrom('call_settlements')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('disputed_ms'), eb.lit(0)).as('total'))
    .where('payer_uid', '=', payerUid)
    .where('settled_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function findSettlement(db: FairBillingDatabase, roomId: number): Promise<Settlement | undefined> {
  return db.selectFrom('call_settlements').selectAll().where('room_id', '=', roomId).executeTakeFirst();
}

/** Writes the settlement unless one exists (another pass won): answers the one stored. */
export async function storeSettlement(
  db: FairBillingDatabase,
  settlement: { roomId: number; payerUid: number; refunds: readonly StoredRefund[]; coinsRefunded: number; disputedMs: number; settledAt: number },
): Promise<Settlement> {
  await db
    .insertInto('call_settlements')
    .values({
      room_id: settlement.roomId,
      payer_uid: settlement.payerUid,
      refunds: JSON.stringify(settlement.refunds),
      coins_refunded: settlement.coinsRefunded,
      disputed_ms: settlement.disputedMs,
      settled_at: settlement.settledAt,
    })
    .onConflict((conflict) => conflict.column('room_id').doNothing())
    .execute();
  const stored = await findSettlement(db, settlement.roomId);
  if (stored === undefined) throw new Error(`call ${settlement.roomId}: settlement vanished after its insert`);
  return stored;
}
