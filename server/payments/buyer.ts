import type { Kysely } from 'kysely';
import { LAST_PAY_TYPE } from '../../src/domain/constants.js';
import type { Database } from '../db/schema.js';
import { CLIENT_SETTINGS } from '../init/client-settings.js';
import { readRuntimeConfig } from '../init/runtime-config.js';
import type { LastPayType } from '../../src/domain/payments/payment-codes.js';
import type { UserRow } from '../accounts/current-user.js';
import { currencyForCountry } from './buyer-currency.js';
import { clientPlatform, walletPlatform, type ClientPlatform } from './client-platform.js';
import { ORDER_STATUS } from './order-state.js';
import type { PaymentsDatabase } from './payment-tables.js';
import type { CardCheckout, PayItemContext } from './pay-items.js';
import { PAYMENT_PROVIDER } from '../../src/domain/payments/payment-codes.js';

/** Who is buying: their row, currency, platform and how they paid last time. */
export interface Buyer {
  readonly user: UserRow;
  readonly platform: ClientPlatform;
  readonly currency: string;
  readonly lastPayType: LastPayType | 0;
  readonly isVip: boolean;
  readonly cardFlow: CardCheckout;
}

export async function loadBuyer(db: PaymentsDatabase, uid: number, userAgent: string, now: number): Promise<Buyer | undefined> {
  const [user, last, config] = await Promise.all([
    db.selectFrom('users').selectAll().where('uid', '=', uid).executeTakeFirst(),
    db.selectFrom('orders').select(['pay_type', 'pay_platform']).where('uid', '=', uid).where('status', '=', ORDER_STATUS.paid).where('amount_cents', '>', 0).orderBy('paid_at', 'desc').limit(1).executeTakeFirst(),
    readRuntimeConfig(db as unknown as Kysely<Database>),
  ]);
  if (user === undefined) return undefined;
  const byCard = last !== undefined && last.pay_type === PAYMENT_PROVIDER.thirdParty && (last.pay_platform ?? 0) === 0;
  return {
    user,
    platform: clientPlatform(userAgent),
    currency: currencyForCountry(user.country_code),
    lastPayType: last === undefined ? 0 : byCard ? LAST_PAY_TYPE.card : LAST_PAY_TYPE.storeOrWallet,
    isVip: (user.vip_expires_at ?? 0) > now,
    cardFlow: config.value('card_checkout', CLIENT_SETTINGS.card_checkout, 'in_page'),
  };
}

export function itemContext(buyer: Buyer, remainS = 0): PayItemContext {
  const native = buyer.platform === 'native-ios' || buyer.platform === 'native-android';
  return {
    currency: buyer.currency,
    lastPayType: buyer.lastPayType,
    remainS,
    payPlatform: walletPlatform(buyer.platform),
    payType: native ? PAYMENT_PROVIDER.official : PAYMENT_PROVIDER.thirdParty,
    cardFlow: buyer.cardFlow,
  };
}
