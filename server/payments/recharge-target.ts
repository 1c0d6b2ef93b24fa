import type { CallPeer } from '../../src/application/contracts/call/call-peer.js';
import { callPeerOf } from '../calls/call-peer.js';
import type { PaymentsDatabase } from './payment-tables.js';

/** A recharge source code as a number (it may travel as a string); undefined when it is not one. */
export function numericCode(value: string | number | null | undefined): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isInteger(n) ? n : undefined;
}

/** The card of the user a recharge is for (`from_id`), when it names another existing user. */
export async function targetCard(db: PaymentsDatabase, fromId: string | number | null | undefined, callerUid: number, now: number): Promise<CallPeer | null> {
  const uid = numericCode(fromId);
  if (uid === undefined || uid <= 0 || uid === callerUid) return null;
  const user = await db.selectFrom('users').selectAll().where('uid', '=', uid).executeTakeFirst();
  return user === undefined ? null : callPeerOf(user, now);
}
