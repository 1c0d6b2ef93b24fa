import { BehaviorSubject } from 'rxjs';
import { RECHARGE_FROM_TYPE } from '../../domain/constants';
import { coinCallbackContract } from '../contracts/coin/callback.contract';
import type { PayItem } from '../contracts/coin/pay-item';
import type { ResponseData } from '../contracts/define-contract';
import type { RechargeRequest, RechargeRequests } from '../payments/recharge-requests';
import type { HttpPort } from '../ports/http.port';
import type { LiveState } from '../live-state';
import type { Loadable } from './loadable';

export type RechargeData = ResponseData<typeof coinCallbackContract>;

/** The recharge context the page opens with: the user tapped into the balance themselves. */
export const RECHARGE_BOX_REQUEST: RechargeRequest = { fromType: RECHARGE_FROM_TYPE.rechargeBoxClick };

export interface RechargeSheetStore {
  /** The open request (the sheet is open while it is not null). */
  readonly request$: LiveState<RechargeRequest | null>;
  /** The recharge popup data of the latest load. */
  readonly view$: LiveState<Loadable<RechargeData>>;
  /** Opens the sheet for a request and loads its data. */
  open(request: RechargeRequest): void;
  /** Loads /coin/callback for a request without opening the sheet (the balance page). */
  load(request?: RechargeRequest): Promise<void>;
  retry(): Promise<void>;
  /** The user picked a package: the checkout takes over (close type 1). */
  pick(item: PayItem): void;
  /** The sheet was closed without buying (close type 0). */
  dismiss(): void;
  /** A payment succeeded: the sheet closes (000 §4). */
  close(): void;
}

export interface RechargeSheetDeps {
  readonly http: HttpPort;
  readonly recharge: Pick<RechargeRequests, 'checkout'>;
  /** Every answer carries the balance and the free-coins card. */
  readonly onData: (data: RechargeData) => void;
  /** The sheet was dismissed without a purchase (the retention offers may follow). */
  readonly onDismissed: (request: RechargeRequest) => void;
}

/** The balance sheet and page (000 §2): /coin/callback for why it opened, a package handed to the checkout. */
export function createRechargeSheetStore(deps: RechargeSheetDeps): RechargeSheetStore {
  const request$ = new BehaviorSubject<RechargeRequest | null>(null);
  const view$ = new BehaviorSubject<Loadable<RechargeData>>({ status: 'loading' });
  let current: RechargeRequest = RECHARGE_BOX_REQUEST;
  let loadSeq = 0;

  const load = async (request: RechargeRequest = RECHARGE_BOX_REQUEST) => {
    current = request;
    const seq = ++loadSeq;
    if (view$.getValue().status !== 'ready') view$.next({ status: 'loading' });
    const result = await deps.http.request(coinCallbackContract, {
      from_type: request.fromType,
      ...(request.needCoins !== undefined && { diff_coin: Math.max(0, Math.floor(request.needCoins)) }),
      ...(request.targetUid !== undefined && { from_id: request.targetUid }),
    });
    // A later load won: its answer is the one to show.
    if (seq !== loadSeq) return;
    if (!result.ok) {
      view$.next({ status: 'error', code: result.error.code });
      return;
    }
    deps.onData(result.data);
    view$.next({ status: 'ready', data: result.data });
  };

  return {
    request$,
    view$,
    open(request) {
      view$.next({ status: 'loading' });
      request$.next(request);
      void load(request);
    },
    load,
    retry: () => load(current),
    pick(item) {
      const request = request$.getValue() ?? current;
      deps.recharge.checkout({ item, fromType: request.fromType, ...(request.resume !== undefined && { resume: request.resume }) });
    },
    dismiss() {
      const request = request$.getValue();
      if (request === null) return;
      request$.next(null);
      deps.onDismissed(request);
    },
    close() {
      if (request$.getValue() !== null) request$.next(null);
    },
  };
}
