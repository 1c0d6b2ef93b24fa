import type { SpendPeriod } from '../../../domain/money/spend-limits';

/**
 * What every spend path answers when the payer's own limit refuses a spend (issue #19): it
 * names the limit and where to change it, so nobody mistakes it for a shortage of coins.
 */
export function spendLimitTips(period: SpendPeriod): string {
  return `You've reached the ${period} spending limit you set. You can change it in Settings › Spending limits.`;
}
