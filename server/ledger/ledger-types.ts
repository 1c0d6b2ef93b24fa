import type { RawBuilder } from 'kysely';
import type { Coins } from '../../src/domain/money/coins.js';
import type { SpendPeriod } from '../../src/domain/money/spend-limits.js';
import type { JsonValue } from '../db/schema.js';

/** Where coins come from (purchases, grants: it goes negative), go to (spends) and points accrue. */
export const SYSTEM_ACCOUNTS = {
  issuance: 'system:issuance',
  revenue: 'system:revenue',
  points: 'system:points',
} as const;

export type SystemAccount = (typeof SYSTEM_ACCOUNTS)[keyof typeof SYSTEM_ACCOUNTS];
export type UserAccount = `user:${number}`;
export type AccountId = UserAccount | SystemAccount;

/** What a user account's id starts with, before the uid. */
export const USER_ACCOUNT_PREFIX = 'user:';

export function userAccount(uid: number): UserAccount {
  return `${USER_ACCOUNT_PREFIX}${uid}`;
}

/** The uid a user account belongs to; null for system accounts. */
export function uidOfAccount(account: AccountId): number | null {
  return account.startsWith('user:') ? Number(account.slice('user:'.length)) : null;
}

/** Why coins moved. Stable strings: reports and "popularity" (coins spent in 24 h) read them. */
export const LEDGER_REASONS = [
  'grant', // an operator's gift (npm run admin -- coins grant)
  'purchase', // a paid order of a coin package or VIP bonus coins
  'free_coins', // the claimable free coins
  'reward', // bind-email, add-to-home-screen and similar rewards
  'call', // per-minute call billing
  'match', // a paid match
  'message', // a paid message
  'gift', // a gift sent
  'moment', // a paid moment post
  'game', // a game purchase
  'refund', // coins given back for a spend that did not happen
] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

export type LedgerMeta = Readonly<Record<string, JsonValue>>;

export interface TransferRequest {
  readonly from: AccountId;
  readonly to: AccountId;
  /** A positive whole number of coins; anything else is a caller bug and throws. */
  readonly amount: number;
  readonly reason: LedgerReason;
  /** Unique per intended change: repeating it returns the first result and changes nothing. */
  readonly idempotencyKey: string;
  readonly meta?: LedgerMeta;
}

export interface TransferReceipt {
  readonly transferId: number;
  readonly from: AccountId;
  readonly to: AccountId;
  readonly amount: Coins;
  readonly reason: LedgerReason;
  /** Balances right after this transfer (system accounts may be negative). */
  readonly fromBalance: number;
  readonly toBalance: number;
  readonly createdAt: number;
  /** True when this answer repeats an earlier call with the same idempotency key. */
  readonly replayed: boolean;
}

export interface InsufficientCoins {
  readonly code: 'COINS.INSUFFICIENT';
  readonly balance: Coins;
  readonly needed: Coins;
}

/** The key was already used for a different transfer (other accounts, amount or reason). */
export interface IdempotencyKeyReused {
  readonly code: 'LEDGER.KEY_REUSED';
  readonly idempotencyKey: string;
}

/** A spend past the payer's own daily or monthly limit (spending care, issue #19). */
export interface SpendLimitReached {
  readonly code: 'SPEND.LIMIT';
  readonly period: SpendPeriod;
  /** Coins spent in the period before this spend. */
  readonly spent: number;
}

export type TransferError = InsufficientCoins | IdempotencyKeyReused | SpendLimitReached;

export type TransferResult =
  | { readonly ok: true; readonly value: TransferReceipt }
  | { readonly ok: false; readonly error: TransferError };

export interface LedgerAudit {
  /** Sum of every entry: zero when every change was a balanced pair. */
  readonly entriesSum: number;
  /** Sum of every account balance: zero too, since balances are sums of entries. */
  readonly balancesSum: number;
  /** Accounts whose cached balance differs from the sum of their entries: zero. */
  readonly accountsOutOfBalance: number;
}

/** What the operator's `ledger audit` answers: the sums, and orders the ledger credited more than once (zero). */
export interface LedgerFullAudit extends LedgerAudit {
  readonly ordersCreditedTwice: number;
}

/** One UTC day and kind of a user's spending: coins paid to the house, or (kind 'refund') given back. */
export interface SpendingRow {
  readonly day: number;
  readonly kind: string;
  readonly coins: number;
}

/** The coin ledger (DESIGN.md "Money"): every change a balanced pair of entries. */
export interface Ledger {
  transfer(request: TransferRequest): Promise<TransferResult>;
  /** A user's coin balance (0 before their first coin). */
  balanceOf(uid: number): Promise<Coins>;
  /**
   * balanceOf as a scalar subquery of a uid expression (a column of the caller's rows), for
   * a read that wants the balance beside its own columns in the same statement (the send
   * path's batched read, issue #17); the ledger's table stays its own.
   */
  balanceSubquery(uid: RawBuilder<number>): RawBuilder<Coins>;
  /** Coins from issuance to a user: grants, purchases, rewards. Without a key it is applied once per call. */
  grant(uid: number, amount: number, reason: LedgerReason, idempotencyKey?: string, meta?: LedgerMeta): Promise<TransferResult>;
  /** A user pays the house: calls, matches, messages, gifts, moments. */
  spend(uid: number, amount: number, reason: LedgerReason, idempotencyKey: string, meta?: LedgerMeta): Promise<TransferResult>;
  /** The house gives spent coins back to a user (reason 'refund' as a rule). */
  credit(uid: number, amount: number, reason: LedgerReason, idempotencyKey: string, meta?: LedgerMeta): Promise<TransferResult>;
  /** The coins transfer `transferId` moved (undefined for an unknown id): what a stored message cost, when it is answered again. */
  amountOf(transferId: number): Promise<number | undefined>;
  /**
   * Coins a user has moved in all, spent plus received (what their level counts): every
   * entry of their account, a refund cancelling the spend it gives back.
   */
  coinsMovedBy(uid: number): Promise<number>;
  /**
   * Coins two users have spent on each other, both ways (calls, paid messages, gifts: the
   * spends whose meta names the receiver), a refunded spend not counted: what their
   * intimacy level counts.
   */
  coinsBetween(a: number, b: number): Promise<number>;
  /** A user's spending since `since` per UTC day and reason, refunds as kind 'refund' (spending care, issue #19). */
  spendingByDay(uid: number, since: number): Promise<SpendingRow[]>;
  sumOfAllEntries(): Promise<number>;
  audit(): Promise<LedgerAudit>;
  /** Orders (the meta's order_no) with more than one purchase credit: the idempotency key's promise, checked from the transfers themselves. */
  ordersCreditedTwice(): Promise<number>;
  /**
   * Calls `listener` after each new transfer this ledger made (not a replayed key), once
   * it is committed: who follows a user's coins (the level, issue #18) without every spend
   * path knowing it. A listener's failure is its own. Returns the stop function.
   */
  onTransfer(listener: (receipt: TransferReceipt) => void): () => void;
}
