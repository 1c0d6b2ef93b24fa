import { randomBytes } from 'node:crypto';
import { CARD_WIDGET_RESP_OK, PAY_ACCESS_TOKEN_TTL_MS, SANDBOX_PENDING_SETTLE_MS } from '../../../src/domain/constants.js';
import { validateCardForm, type CardForm } from '../../../src/domain/payments/card-form.js';
import type { Clock } from '../../context.js';
import type { Cancel, Scheduler } from '../../calls/scheduler.js';
import { SANDBOX_ERROR, type SandboxEventType, type SandboxStatus } from './sandbox-codes.js';
import { cardBehaviour, savedCardAnswer, walletBehaviour, type CardBehaviour, type SavedCardAnswer } from './test-cards.js';

export type PayChannel = 'credit_card' | 'applepay' | 'googlepay';

export interface CreateTransactionInput {
  readonly merchantOrderNo: string;
  /** Minor units of `currency`. */
  readonly amount: number;
  readonly currency: string;
  readonly notifyUrl: string;
  readonly returnUrl: string | null;
  readonly customer: { readonly userId: string; readonly email: string; readonly country: string };
  readonly browser: Readonly<Record<string, unknown>> | null;
  /** Keep the card for merchant-initiated charges once this payment succeeds (a subscription's first payment). */
  readonly saveCard?: boolean;
}

export interface SandboxTransaction extends CreateTransactionInput {
  readonly id: string;
  readonly createdAt: number;
  status: SandboxStatus;
  errorCode: number | null;
  /** A card (or wallet) was submitted: a second submission is a repeat payment (1100). */
  submitted: boolean;
  channel: PayChannel | null;
  /** Secret of the open 3-D Secure challenge form. */
  challengeToken: string | null;
  cardLast4: string | null;
  /** How charges on this payment's card will end, known once a card was submitted. */
  cardAnswer: SavedCardAnswer | null;
  /** The reusable card token issued when a `saveCard` payment succeeded. */
  cardToken: string | null;
}

/** A card kept for merchant-initiated charges, bound to the customer it was saved for. */
interface SavedCard {
  readonly customerId: string;
  readonly last4: string;
  readonly answer: SavedCardAnswer;
}

/** What the checkout library gets back (000 §3 "3-D Secure response", §7 card widget result). */
export interface PayResult {
  readonly resultCode: 'succeed' | 'challenge' | 'gather' | 'pending' | 'failed' | 'canceled';
  readonly transactionId: string;
  readonly merchantOrderNo: string;
  readonly errorCode: number | null;
  readonly errorMsg: string | null;
  readonly redirectUrl: string | null;
  readonly redirectMethod: 'GET' | null;
  /** JSON text of the redirect's parameters. */
  readonly redirectParam: string | null;
  readonly transChannel: PayChannel;
  /** JSON text the merchant page passes on (transaction, order, outcome). */
  readonly newNotifyParams: string;
  readonly respCode: number;
  /** S succeeded, R redirect (challenge, gather), P pending, F failed. */
  readonly status: 'S' | 'R' | 'P' | 'F';
}

export type Refusal = { readonly ok: false; readonly status: number; readonly message: string };
export type Outcome<T> = { readonly ok: true; readonly value: T } | Refusal;

const HTTP_NOT_FOUND = 404;
const HTTP_CONFLICT = 409;
const refuse = (status: number, message: string): Refusal => ({ ok: false, status, message });
const randomId = (prefix: string): string => `${prefix}_${randomBytes(12).toString('hex')}`;

const TERMINAL: ReadonlySet<SandboxStatus> = new Set(['succeeded', 'failed', 'canceled', 'refunded']);
const EVENT_OF: Partial<Record<SandboxStatus, SandboxEventType>> = {
  processing: 'transaction.pending',
  succeeded: 'transaction.succeeded',
  failed: 'transaction.failed',
  canceled: 'transaction.canceled',
  refunded: 'transaction.refunded',
};

const ERROR_TEXT: Readonly<Record<number, string>> = {
  [SANDBOX_ERROR.repeatPayment]: 'Repeated payment',
  [SANDBOX_ERROR.declined]: 'Card declined',
  [SANDBOX_ERROR.insufficientFunds]: 'Insufficient funds',
  [SANDBOX_ERROR.challengeFailed]: '3-D Secure authentication failed',
  [SANDBOX_ERROR.invalidCard]: 'Invalid card',
  [SANDBOX_ERROR.closed]: 'The transaction is closed',
};

/**
 * The sandbox provider's book of transactions, in memory (a sandbox forgets on restart;
 * Glint's reconciliation then expires what it still waits for). Every state change that a
 * merchant must hear about goes to `onEvent`, which signs and sends the notification.
 */
export class SandboxTransactions {
  private readonly byId = new Map<string, SandboxTransaction>();
  private readonly byOrder = new Map<string, string>();
  private readonly tokens = new Map<string, { readonly transactionId: string; readonly expiresAt: number }>();
  private readonly timers = new Set<Cancel>();
  private readonly savedCards = new Map<string, SavedCard>();
  /** Idempotency key of a merchant-initiated charge → the transaction it charged. */
  private readonly chargeKeys = new Map<string, string>();

  constructor(
    private readonly options: {
      readonly clock: Clock;
      readonly scheduler: Scheduler;
      /** Where the provider's pages are, as the browser reaches them ('/sandbox-pay' when mounted). */
      readonly publicUrl: string;
      readonly onEvent: (transaction: SandboxTransaction, type: SandboxEventType) => void;
    },
  ) {}

  /** Idempotent per merchant order: creating it again returns the same transaction. */
  create(input: CreateTransactionInput): SandboxTransaction {
    const existing = this.byOrder.get(input.merchantOrderNo);
    const known = existing === undefined ? undefined : this.byId.get(existing);
    if (known !== undefined) return known;
    const transaction: SandboxTransaction = {
      ...input,
      id: randomId('txn'),
      createdAt: this.options.clock.now(),
      status: 'created',
      errorCode: null,
      submitted: false,
      channel: null,
      challengeToken: null,
      cardLast4: null,
      cardAnswer: null,
      cardToken: null,
    };
    this.byId.set(transaction.id, transaction);
    this.byOrder.set(input.merchantOrderNo, transaction.id);
    return transaction;
  }

  get(id: string): SandboxTransaction | undefined {
    return this.byId.get(id);
  }

  issueToken(transaction: SandboxTransaction): { readonly token: string; readonly expiresAt: number } {
    const now = this.options.clock.now();
    // Expired tokens go as new ones come, so a long-running sandbox does not keep them all.
    for (const [old, entry] of this.tokens) if (entry.expiresAt <= now) this.tokens.delete(old);
    const token = randomId('tok');
    const expiresAt = now + PAY_ACCESS_TOKEN_TTL_MS;
    this.tokens.set(token, { transactionId: transaction.id, expiresAt });
    return { token, expiresAt };
  }

  /** The transaction an access token pays for, while the token lives. */
  byToken(token: string): SandboxTransaction | undefined {
    const entry = this.tokens.get(token);
    if (entry === undefined) return undefined;
    if (entry.expiresAt <= this.options.clock.now()) {
      this.tokens.delete(token);
      return undefined;
    }
    return this.byId.get(entry.transactionId);
  }

  payByCard(transaction: SandboxTransaction, card: CardForm): PayResult {
    const repeated = this.refuseRepeat(transaction, 'credit_card');
    if (repeated !== null) return repeated;
    const checked = validateCardForm(card, this.options.clock.now());
    // A typing mistake does not use the transaction up: the buyer corrects it and pays.
    if (!checked.ok) return this.result(transaction, 'credit_card', { errorCode: SANDBOX_ERROR.invalidCard });
    return this.submit(transaction, 'credit_card', checked.value.number, cardBehaviour(checked.value.number));
  }

  payByWallet(transaction: SandboxTransaction, channel: 'applepay' | 'googlepay', digits: string): PayResult {
    return this.refuseRepeat(transaction, channel) ?? this.submit(transaction, channel, digits, walletBehaviour(digits));
  }

  decideChallenge(transaction: SandboxTransaction, challengeToken: string, approve: boolean): Outcome<PayResult> {
    if (transaction.status !== 'requires_challenge') return refuse(409, 'There is no open challenge for this transaction');
    if (transaction.challengeToken === null || transaction.challengeToken !== challengeToken) return refuse(403, 'This challenge form is not valid');
    transaction.challengeToken = null;
    if (approve) this.move(transaction, 'succeeded', null);
    else this.move(transaction, 'failed', SANDBOX_ERROR.challengeFailed);
    return { ok: true, value: this.result(transaction, transaction.channel ?? 'credit_card') };
  }

  completeGather(transaction: SandboxTransaction): Outcome<PayResult> {
    if (transaction.status !== 'requires_gather') return refuse(409, 'There is no data collection open for this transaction');
    this.move(transaction, 'succeeded', null);
    return { ok: true, value: this.result(transaction, transaction.channel ?? 'credit_card') };
  }

  /** The merchant gives up on a transaction; one that already ended keeps its state. */
  cancel(transaction: SandboxTransaction): SandboxTransaction {
    if (!TERMINAL.has(transaction.status)) this.move(transaction, 'canceled', SANDBOX_ERROR.closed);
    return transaction;
  }

  /**
   * A merchant-initiated charge (a renewal): the card saved under `cardToken` pays the
   * transaction with no buyer present, so no challenge or data collection applies; the
   * bank's answer follows the test card the token was made from. The same idempotency key
   * answers the same transaction again without charging twice; a key already used for
   * another transaction, a token of another customer, or a transaction already submitted
   * is refused and changes nothing.
   */
  chargeSavedCard(transaction: SandboxTransaction, cardToken: string, idempotencyKey: string): Outcome<SandboxTransaction> {
    const earlier = this.chargeKeys.get(idempotencyKey);
    if (earlier !== undefined) return earlier === transaction.id ? { ok: true, value: transaction } : refuse(HTTP_CONFLICT, 'This idempotency key was used for another transaction');
    const card = this.savedCards.get(cardToken);
    if (card === undefined || card.customerId !== transaction.customer.userId) return refuse(HTTP_NOT_FOUND, 'No such card for this customer');
    if (transaction.submitted || transaction.status !== 'created') return refuse(HTTP_CONFLICT, ERROR_TEXT[SANDBOX_ERROR.repeatPayment] ?? 'Repeated payment');
    this.chargeKeys.set(idempotencyKey, transaction.id);
    transaction.submitted = true;
    transaction.channel = 'credit_card';
    transaction.cardLast4 = card.last4;
    if (card.answer === 'approve') this.move(transaction, 'succeeded', null);
    else this.move(transaction, 'failed', card.answer === 'decline' ? SANDBOX_ERROR.declined : SANDBOX_ERROR.insufficientFunds);
    return { ok: true, value: transaction };
  }

  refund(transaction: SandboxTransaction): Outcome<SandboxTransaction> {
    if (transaction.status !== 'succeeded') return refuse(409, `A ${transaction.status} transaction cannot be refunded`);
    this.move(transaction, 'refunded', null);
    return { ok: true, value: transaction };
  }

  /** The transaction's state as a library result (the active query after a gather). */
  result(transaction: SandboxTransaction, channel: PayChannel = transaction.channel ?? 'credit_card', override: { readonly errorCode?: number } = {}): PayResult {
    const errorCode = override.errorCode ?? transaction.errorCode;
    const base = this.options.publicUrl;
    const outcome = ((): Pick<PayResult, 'resultCode' | 'status' | 'redirectUrl' | 'redirectParam'> => {
      if (override.errorCode !== undefined) return { resultCode: 'failed', status: 'F', redirectUrl: null, redirectParam: null };
      switch (transaction.status) {
        case 'succeeded':
        case 'refunded':
          return { resultCode: 'succeed', status: 'S', redirectUrl: null, redirectParam: null };
        case 'requires_challenge':
          return {
            resultCode: 'challenge', status: 'R', redirectUrl: `${base}/challenge/${transaction.id}`,
            redirectParam: JSON.stringify({ transaction_id: transaction.id }),
          };
        case 'requires_gather':
          return {
            resultCode: 'gather', status: 'R', redirectUrl: `${base}/gather/${transaction.id}`,
            redirectParam: JSON.stringify({ transaction_id: transaction.id }),
          };
        case 'processing':
        case 'created':
          return { resultCode: 'pending', status: 'P', redirectUrl: null, redirectParam: null };
        case 'canceled':
          return { resultCode: 'canceled', status: 'F', redirectUrl: null, redirectParam: null };
        case 'failed':
          return { resultCode: 'failed', status: 'F', redirectUrl: null, redirectParam: null };
      }
    })();
    return {
      ...outcome,
      transactionId: transaction.id,
      merchantOrderNo: transaction.merchantOrderNo,
      errorCode: outcome.resultCode === 'failed' || outcome.resultCode === 'canceled' ? errorCode : null,
      errorMsg: errorCode !== null && outcome.status === 'F' ? (ERROR_TEXT[errorCode] ?? 'Payment failed') : null,
      redirectMethod: outcome.redirectUrl === null ? null : 'GET',
      transChannel: channel,
      newNotifyParams: JSON.stringify({ transaction_id: transaction.id, merchant_order_no: transaction.merchantOrderNo, result: outcome.resultCode }),
      respCode: CARD_WIDGET_RESP_OK,
    };
  }

  close(): void {
    for (const cancel of this.timers) cancel();
    this.timers.clear();
  }

  private refuseRepeat(transaction: SandboxTransaction, channel: PayChannel): PayResult | null {
    if (transaction.submitted) return this.result(transaction, channel, { errorCode: SANDBOX_ERROR.repeatPayment });
    if (transaction.status !== 'created') return this.result(transaction, channel, { errorCode: SANDBOX_ERROR.closed });
    return null;
  }

  private submit(transaction: SandboxTransaction, channel: PayChannel, digits: string, behaviour: CardBehaviour): PayResult {
    transaction.submitted = true;
    transaction.channel = channel;
    transaction.cardLast4 = digits.slice(-4);
    transaction.cardAnswer = savedCardAnswer(digits);
    switch (behaviour) {
      case 'succeed':
      case 'renewalDecline':
        this.move(transaction, 'succeeded', null);
        break;
      case 'decline':
        this.move(transaction, 'failed', SANDBOX_ERROR.declined);
        break;
      case 'challenge':
        transaction.challengeToken = randomBytes(16).toString('hex');
        this.move(transaction, 'requires_challenge', null);
        break;
      case 'gather':
        this.move(transaction, 'requires_gather', null);
        break;
      case 'pending':
        this.move(transaction, 'processing', null);
        this.settleLater(transaction);
        break;
    }
    return this.result(transaction, channel);
  }

  /** Issues the reusable token of a `saveCard` payment as it succeeds (before its notification goes out). */
  private saveCardOf(transaction: SandboxTransaction): void {
    if (transaction.saveCard !== true || transaction.cardToken !== null || transaction.cardAnswer === null) return;
    const token = randomId('card');
    this.savedCards.set(token, { customerId: transaction.customer.userId, last4: transaction.cardLast4 ?? '', answer: transaction.cardAnswer });
    transaction.cardToken = token;
  }

  private settleLater(transaction: SandboxTransaction): void {
    const cancel = this.options.scheduler.at(this.options.clock.now() + SANDBOX_PENDING_SETTLE_MS, () => {
      this.timers.delete(cancel);
      if (transaction.status === 'processing') this.move(transaction, 'succeeded', null);
    });
    this.timers.add(cancel);
  }

  private move(transaction: SandboxTransaction, status: SandboxStatus, errorCode: number | null): void {
    if (status === 'succeeded') this.saveCardOf(transaction);
    transaction.status = status;
    transaction.errorCode = errorCode;
    const event = EVENT_OF[status];
    if (event !== undefined) this.options.onEvent(transaction, event);
  }
}
