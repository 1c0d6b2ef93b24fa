import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { vipDatabase } from './vip-tables.js';

export interface VipEvent {
  readonly uid: number;
  readonly sid: number | null;
  readonly type: string | null;
  readonly targetUid: number | null;
  readonly extra: string | null;
}

export async function insertVipEvent(db: Kysely<Database>, event: VipEvent, now: number): Promise<void> {
  await vipDatabase(db)
    .insertInto('vip_events')
    .values({ uid: event.uid, sid: event.sid, type: event.type, target_uid: event.targetUid, extra: event.extra, created_at: now })
    .execute();
}
