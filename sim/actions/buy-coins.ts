import { PAYMENTS } from '../../src/application/payments/payments.tokens.js';
import { WALLET } from '../../src/application/wallet/wallet.tokens.js';
import { PRODUCT_TYPE, RECHARGE_FROM_TYPE, validateCardForm } from '../../src/domain/index.js';
import { DONE, failed, type ActionContext, type ActionOutcome } from './action.js';

/**
 * The sandbox provider's test cards (server/payments/sandbox-provider/test-cards.ts): one
 * that pays at once, one the issuer declines. Neither needs a 3-D Secure page, which the
 * simulator has no one to answer.
 */
export const SANDBOX_CARDS = { succeed: '4242424242424242', decline: '4000000000000002' } as const;
/** The coin package the simulated buyers pick (the catalogue's hot one). */
export const SIM_PACKAGE = 'coins_300';
/** A card's expiry far enough ahead for any run. */
const CARD_EXPIRY = '12/39';

/** Balance as the wallet reads it from /profile/balance; null when the read failed. */
async function walletBalance(context: ActionContext): Promise<number | null> {
  const { balance } = context.user.services.get(WALLET);
  await balance.refresh();
  return balance.balance$.getValue();
}

/**
 * The recharge sheet's "pay for this package" with the card form: /order/check, the card
 * page, the provider's library (/order/transaction, /pay/start, the card to the sandbox),
 * then the result the payment event settles. With the declined card the checkout must fail
 * and the wallet must show the same coins as before.
 */
export async function buyCoins(context: ActionContext, card: keyof typeof SANDBOX_CARDS): Promise<ActionOutcome> {
  const { user, uid, world } = context;
  const payments = user.services.get(PAYMENTS);
  const item = await payments.findPayItem(SIM_PACKAGE, PRODUCT_TYPE.coins);
  if (item === null) return failed('SIM.PACKAGE_MISSING', `${SIM_PACKAGE} is not on sale`);
  const before = await walletBalance(context);
  await payments.checkout.begin({ item, fromType: RECHARGE_FROM_TYPE.rechargeBoxClick });
  const step = payments.checkout.view$.getValue().step;
  if (step !== 'cardPage' && step !== 'chooseMethod') return failed('SIM.CHECKOUT_STEP', `the checkout went to ${step}, not the card page`);
  if (step === 'chooseMethod') payments.checkout.chooseCard();
  const form = validateCardForm({ number: SANDBOX_CARDS[card], expiry: CARD_EXPIRY, securityCode: '123', firstName: 'Sim', lastName: `User${uid}` }, Date.now());
  if (!form.ok) return failed('SIM.CARD_FORM', `the card form refused ${card}`);
  await payments.checkout.payByCard(form.value, 'sim-card');
  const view = payments.checkout.view$.getValue();
  payments.checkout.finish();
  const after = await walletBalance(context);
  const status = view.step === 'result' ? view.status : view.step;
  world.payments.push({ uid, card, status, coins: view.step === 'result' && view.status === 'success' ? view.coins : 0, before, after });
  if (card === 'succeed') return status === 'success' ? DONE : failed('SIM.PAYMENT_FAILED', `the ${card} card ended ${status}`);
  return status === 'failed' ? DONE : failed('SIM.DECLINE_NOT_FAILED', `the declined card ended ${status}`);
}
