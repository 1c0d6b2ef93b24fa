import { useMemo } from 'react';
import { BehaviorSubject } from 'rxjs';
import { coinRateOfPayItems } from '../../../../application/gifts/gift-money';
import type { RechargeData } from '../../../../application/wallet/recharge-sheet-store';
import type { Loadable } from '../../../../application/wallet/loadable';
import { WALLET } from '../../../../application/wallet/wallet.tokens';
import type { CoinMoneyRate } from '../../../../domain';
import { useService } from '../../../app-services';
import { useLiveState } from '../../../hooks/use-live-state';

/** Stands in while the wallet core loads: no packages known yet. */
const NOT_LOADED = new BehaviorSubject<Loadable<RechargeData>>({ status: 'loading' });

/**
 * The coin's price in the user's currency, from the packages the recharge sheet last
 * loaded (the balance page or a top-up this session); null until then, and the gift sheet
 * then shows coins alone rather than a guessed amount.
 */
export function useCoinRate(): CoinMoneyRate | null {
  const wallet = useService(WALLET);
  const view = useLiveState(wallet?.sheet.view$ ?? NOT_LOADED);
  return useMemo(() => (view.status === 'ready' ? coinRateOfPayItems(view.data.list) : null), [view]);
}
