/**
 * Test ids of the wallet screens. The balance content shows on its page and in the sheet,
 * which can stand over the Me tab (whose card already is `balance-value`): the sheet's
 * balance gets its own id so each id is unique on screen.
 */
export interface BalanceIds {
  readonly balance: string;
}

export const PAGE_IDS: BalanceIds = { balance: 'balance-value' };
export const SHEET_IDS: BalanceIds = { balance: 'balance-sheet-value' };
