import { BehaviorSubject, Subscription, type Observable } from 'rxjs';
import { toCoins, type Coins } from '../../domain/money';
import type { InitResponse } from '../contracts/profile/init.contract';
import { profileBalanceContract } from '../contracts/profile/balance.contract';
import type { HttpPort } from '../ports/http.port';
import type { LiveState } from '../live-state';
import type { CheckoutOutcome } from './checkout-outcome';

export interface BalanceStore {
  /** The coin balance; null until the session's init has told it. */
  readonly balance$: LiveState<Coins | null>;
  /** A balance a call answered (a free-coins claim). */
  set(balance: number): void;
  /** /profile/balance. */
  refresh(): Promise<void>;
  dispose(): void;
}

export interface BalanceStoreDeps {
  readonly http: HttpPort;
  readonly init$: Observable<InitResponse | null>;
  readonly outcomes$: Observable<CheckoutOutcome>;
}

/**
 * The coin balance of the wallet screens: /profile/init's account money, then whatever
 * changes it — a claim's answer, a settled payment's event (its balance), and a
 * /profile/balance read after every successful checkout.
 */
export function createBalanceStore(deps: BalanceStoreDeps): BalanceStore {
  const balance$ = new BehaviorSubject<Coins | null>(null);
  const set = (balance: number) => {
    const coins = toCoins(balance);
    if (coins !== balance$.getValue()) balance$.next(coins);
  };
  const refresh = async () => {
    const result = await deps.http.request(profileBalanceContract, {});
    if (result.ok) set(result.data.balance);
  };
  const subscription = new Subscription();
  subscription.add(
    deps.init$.subscribe((init) => {
      if (init === null) balance$.next(null);
      else set(init.account_info.money);
    }),
  );
  subscription.add(
    deps.outcomes$.subscribe((outcome) => {
      if (outcome.kind !== 'succeeded') return;
      if (outcome.balance !== undefined) set(outcome.balance);
      void refresh();
    }),
  );
  return { balance$, set, refresh, dispose: () => subscription.unsubscribe() };
}
