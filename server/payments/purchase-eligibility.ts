import { isOfferOpen } from '../offers/discount-offers.js';
import { findItem, isOfferItem, type CatalogueItem } from './catalogue.js';
import { ORDER_STATUS } from './order-state.js';
import type { PaymentsDatabase } from './payment-tables.js';

export type EligibilityCode = 'ORDER.UNKNOWN_GOODS' | 'ORDER.NOT_ELIGIBLE';
export type Eligibility = { readonly ok: true; readonly item: CatalogueItem } | { readonly ok: false; readonly code: EligibilityCode };

/**
 * Whether the caller may buy a package now: an ordinary one always; the free one once per
 * account; an offer item only while one of its scenarios' windows is open for them (its
 * price is that offer's promise, not a public price).
 */
export async function checkEligibility(db: PaymentsDatabase, uid: number, goodsId: string, productType: number, now: number): Promise<Eligibility> {
  const item = findItem(goodsId, productType);
  if (item === undefined) return { ok: false, code: 'ORDER.UNKNOWN_GOODS' };
  if (item.audience === 'all') return { ok: true, item };
  if (isOfferItem(item)) return (await isOfferOpen(db, uid, item.audience, now)) ? { ok: true, item } : { ok: false, code: 'ORDER.NOT_ELIGIBLE' };
  const taken = await db.selectFrom('orders').select('id').where('uid', '=', uid).where('goods_id', '=', goodsId).where('status', '=', ORDER_STATUS.paid).limit(1).executeTakeFirst();
  return taken === undefined ? { ok: true, item } : { ok: false, code: 'ORDER.NOT_ELIGIBLE' };
}
