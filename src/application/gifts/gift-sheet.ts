import { BehaviorSubject, Subject, type Observable } from 'rxjs';
import { coinShortfall, RECHARGE_FROM_TYPE, SEND_ORIGIN, SEND_RESULT } from '../../domain';
import { giftBagContract } from '../contracts/gift/bag.contract';
import type { Gift } from '../contracts/gift/gift';
import { giftSendContract } from '../contracts/gift/send.contract';
import { profileBalanceContract } from '../contracts/profile/balance.contract';
import type { RechargeRequests } from '../payments/recharge-requests';
import type { ApiError, ApiResult, HttpPort } from '../ports/http.port';
import type { StoragePort } from '../ports/storage.port';
import type { LiveState } from '../live-state';
import { loadGiftCatalogue } from './gift-catalogue';

/** The `gift_source` of a gift sent from the bag (any non-empty value means "from the bag"). */
export const GIFT_SOURCE_BAG = 'bag';

/** A gift as the sheet lists it: the catalogue entry and how many the bag holds. */
export interface GiftSheetItem {
  readonly gift: Gift;
  readonly bagCount: number;
}

export interface GiftSheetState {
  readonly phase: 'idle' | 'loading' | 'ready' | 'error';
  readonly items: readonly GiftSheetItem[];
  /** Coins, null until /profile/balance answered. */
  readonly balance: number | null;
  readonly selectedId: number | null;
  readonly sending: boolean;
}

/** A gift just sent: the overlay plays its animation. */
export interface GiftPlayback {
  readonly seq: number;
  readonly gift: Gift;
  readonly number: number;
}

export type GiftSendError =
  /** Nothing selected: the view shows msg.giftPleaseChoose (001 §5). */
  | { readonly code: 'GIFT.NOT_CHOSEN' }
  /** Not enough coins: the recharge flow was asked for with the coins missing. */
  | { readonly code: 'GIFT.INSUFFICIENT'; readonly needCoins: number }
  | { readonly code: 'GIFT.BUSY' }
  | { readonly code: 'GIFT.FAILED'; readonly api: ApiError };

export interface GiftSent {
  readonly balance: number;
  readonly chatId: number;
  readonly messageId: number;
  readonly mtime: number;
  readonly msgContent: string;
}

export type GiftSendOutcome<S extends GiftPaid = GiftSent> = { readonly ok: true; readonly value: S } | { readonly ok: false; readonly error: GiftSendError };

/** What every delivered gift answers: the coins left. */
export interface GiftPaid {
  readonly balance: number;
}

/** One gift to deliver: in a chat (/gift/send, the default) or in a live room (/live/gift). */
export interface GiftRequest {
  readonly gift: Gift;
  readonly toUid: number;
  readonly fromBag: boolean;
  readonly clientMsgId: string;
}

/**
 * Where the sheet's gifts go. A refusal with `ok` SEND_RESULT.failure means the coins were
 * short on the server (the sheet then asks for a recharge with a fresh balance).
 */
export type GiftDelivery<S extends GiftPaid> = (request: GiftRequest) => Promise<ApiResult<S>>;

/** The chat's delivery: a gift message through /gift/send. */
export function chatGiftDelivery(http: HttpPort): GiftDelivery<GiftSent> {
  return async ({ gift, toUid, fromBag, clientMsgId }) => {
    const answer = await http.request(giftSendContract, {
      gift_id: gift.gift_id,
      to_uid: toUid,
      from_type: SEND_ORIGIN.msg,
      number: 1,
      recharge_from_type: RECHARGE_FROM_TYPE.giftNoCoins,
      action: 'chat',
      ...(fromBag ? { gift_source: GIFT_SOURCE_BAG } : {}),
      client_msg_id: clientMsgId,
    });
    if (!answer.ok) return answer;
    const { balance, chat_id: chatId, id: messageId, mtime, msg_content: msgContent } = answer.data;
    return { ...answer, data: { balance, chatId, messageId, mtime, msgContent } };
  };
}

export interface GiftSheet<S extends GiftPaid = GiftSent> {
  readonly state$: LiveState<GiftSheetState>;
  /** Every gift this sheet sent, for the animation overlay. */
  readonly playback$: Observable<GiftPlayback>;
  /** Loads (or refreshes) the catalogue, the bag and the balance. */
  open(): Promise<void>;
  select(giftId: number): void;
  /** Sends one of the selected gift to `toUid`. */
  send(toUid: number): Promise<GiftSendOutcome<S>>;
}

export interface GiftSheetDeps {
  readonly http: HttpPort;
  readonly storage: StoragePort;
  readonly recharge: Pick<RechargeRequests, 'openRecharge'>;
  /** config_version.gift of the latest /profile/init, null before it. */
  readonly announcedVersion: () => number | null;
  readonly newClientMsgId: () => string;
}

const INITIAL: GiftSheetState = { phase: 'idle', items: [], balance: null, selectedId: null, sending: false };

/**
 * The sheet's list (issue #18): the gifts the bag holds first, then the rest, each group in
 * catalogue order with its bag count; bag gifts missing from the catalogue end the bag group.
 */
export function mergeBag(catalogue: readonly Gift[], bag: readonly (Gift & { readonly num: number })[]): GiftSheetItem[] {
  const counts = new Map(bag.map((entry) => [entry.gift_id, entry.num]));
  const listed = new Set(catalogue.map((gift) => gift.gift_id));
  const all = [
    ...catalogue.map((gift) => ({ gift, bagCount: counts.get(gift.gift_id) ?? 0 })),
    ...bag.filter((entry) => !listed.has(entry.gift_id)).map(({ num, ...gift }) => ({ gift, bagCount: num })),
  ];
  return [...all.filter((item) => item.bagCount > 0), ...all.filter((item) => item.bagCount <= 0)];
}

/**
 * The gift sheet's view model (001 §2 "Gift sheet", §5, §7): the versioned catalogue with
 * the bag's counts and the balance; a send from the bag costs nothing, otherwise coins are
 * checked first and a shortfall opens the recharge flow (giftNoCoins, with what is missing).
 */
export function createGiftSheet(deps: GiftSheetDeps): GiftSheet {
  return createGiftSheetFor(deps, chatGiftDelivery(deps.http));
}

/** The same sheet delivering elsewhere (a live room's gifts). */
export function createGiftSheetFor<S extends GiftPaid>(deps: GiftSheetDeps, deliver: GiftDelivery<S>): GiftSheet<S> {
  const state$ = new BehaviorSubject<GiftSheetState>(INITIAL);
  const playback$ = new Subject<GiftPlayback>();
  let seq = 0;
  const patch = (change: Partial<GiftSheetState>): void => state$.next({ ...state$.getValue(), ...change });

  const refreshBalance = async (): Promise<number | null> => {
    const answer = await deps.http.request(profileBalanceContract, {});
    if (answer.ok) patch({ balance: answer.data.balance });
    return state$.getValue().balance;
  };

  const askRecharge = (toUid: number, needCoins: number): GiftSendOutcome<S> => {
    deps.recharge.openRecharge({ fromType: RECHARGE_FROM_TYPE.giftNoCoins, needCoins, targetUid: toUid });
    return { ok: false, error: { code: 'GIFT.INSUFFICIENT', needCoins } };
  };

  return {
    state$,
    playback$: playback$.asObservable(),

    async open() {
      if (state$.getValue().items.length === 0) patch({ phase: 'loading' });
      const [catalogue, bag] = await Promise.all([
        loadGiftCatalogue(deps, deps.announcedVersion()),
        deps.http.request(giftBagContract, {}),
        refreshBalance(),
      ]);
      if (!catalogue.ok) {
        patch({ phase: state$.getValue().items.length > 0 ? 'ready' : 'error' });
        return;
      }
      patch({ phase: 'ready', items: mergeBag(catalogue.value.gifts, bag.ok ? bag.data.list : []) });
    },

    select(giftId) {
      patch({ selectedId: giftId });
    },

    async send(toUid) {
      const state = state$.getValue();
      if (state.sending) return { ok: false, error: { code: 'GIFT.BUSY' } };
      const item = state.items.find((entry) => entry.gift.gift_id === state.selectedId);
      if (item === undefined) return { ok: false, error: { code: 'GIFT.NOT_CHOSEN' } };
      const fromBag = item.bagCount > 0;
      if (!fromBag && state.balance !== null) {
        const shortfall = coinShortfall(state.balance, item.gift.price);
        if (shortfall !== null) return askRecharge(toUid, shortfall.diff_coin);
      }
      patch({ sending: true });
      const answer = await deliver({ gift: item.gift, toUid, fromBag, clientMsgId: deps.newClientMsgId() });
      patch({ sending: false });
      if (!answer.ok) {
        // The server found the coins short (another device spent them): recharge with a fresh balance.
        if (answer.error.code === 'API.REJECTED' && answer.error.result === SEND_RESULT.failure && !fromBag) {
          const balance = await refreshBalance();
          const shortfall = balance === null ? null : coinShortfall(balance, item.gift.price);
          if (shortfall !== null) return askRecharge(toUid, shortfall.diff_coin);
        }
        return { ok: false, error: { code: 'GIFT.FAILED', api: answer.error } };
      }
      const items = state$.getValue().items.map((entry) => (fromBag && entry.gift.gift_id === item.gift.gift_id ? { ...entry, bagCount: entry.bagCount - 1 } : entry));
      patch({ balance: answer.data.balance, items });
      seq += 1;
      playback$.next({ seq, gift: item.gift, number: 1 });
      return { ok: true, value: answer.data };
    },
  };
}
