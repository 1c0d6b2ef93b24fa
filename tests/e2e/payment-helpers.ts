import { expect, type Page } from './fixtures';

/** The sandbox provider's test cards (server/payments/sandbox-provider/test-cards.ts). */
export const CARDS = {
  succeed: '4242 4242 4242 4242',
  challenge: '4000 0000 0000 3220',
  gather: '4000 0000 0000 3063',
  pending: '4000 0000 0000 0077',
  declined: '4000 0000 0000 0002',
  /** Pays, then every renewal on its saved card is declined. */
  renewalDecline: '4000 0000 0000 0341',
} as const;

/** Fills the coins-payment page's card form with `number` (a valid expiry, code and name) and pays. */
export async function payWith(page: Page, number: string): Promise<void> {
  await page.getByTestId('card-number').fill(number);
  await page.getByTestId('card-expiry').fill('1234');
  await page.getByTestId('card-cvc').fill('123');
  await page.getByTestId('card-first-name').fill('Ann');
  await page.getByTestId('card-last-name').fill('Lee');
  await page.getByTestId('card-submit').click();
}

/** From the pay-method sheet: card, then the card form of the coins-payment page. */
export async function payByCard(page: Page, number: string): Promise<void> {
  await expect(page.getByTestId('pay-method-sheet')).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('pay-method-card').click();
  await expect(page.getByTestId('card-number')).toBeVisible({ timeout: 15_000 });
  await payWith(page, number);
}

/** The pay-result page shows `status` (success, failed, cancelled, timeout, expired). */
export async function expectPayResult(page: Page, status: string): Promise<void> {
  await expect(page.getByTestId('pay-result')).toHaveAttribute('data-status', status, { timeout: 20_000 });
}
