import { BehaviorSubject, firstValueFrom, timer, type SchedulerLike } from 'rxjs';
import { callReceiptKeyContract, type ReceiptKey } from '../contracts/fair-billing/receipt-key.contract';
import { callReceiptContract, RECEIPT_NOT_READY } from '../contracts/fair-billing/receipt.contract';
import type { LiveState } from '../live-state';
import type { HttpPort } from '../ports/http.port';
import type { SignatureVerifierPort } from '../ports/signature-verifier.port';
import type { Loadable } from '../wallet/loadable';
import { CALL_RECEIPT_VERSION, receiptText, type SignedReceipt } from '../../domain';

/** Ours: a receipt asked for while the hang-up is still on its way is asked again this often, this many times. */
export const RECEIPT_RETRY_MS = 500;
export const RECEIPT_RETRIES = 10;

/** Where checking a receipt's signature stands: not asked, running, genuine, altered, or the key could not be fetched. */
export type ReceiptCheck = 'idle' | 'checking' | 'valid' | 'invalid' | 'unavailable';

export interface ReceiptView {
  readonly receipt: Loadable<SignedReceipt>;
  readonly check: ReceiptCheck;
}

export interface CallReceipts {
  /** The receipt of room `roomId` as it loads (one state per room, kept for the session). */
  receipt$(roomId: number): LiveState<ReceiptView>;
  /** Fetches the receipt (again after a failure); a loaded one is kept. */
  load(roomId: number): Promise<void>;
  /** Checks the server's Ed25519 signature against its published key, on this device. */
  verify(roomId: number): Promise<void>;
  /** The receipt, its signature and the key as one JSON document anyone can check again. */
  exportJson(roomId: number): string | null;
}

/**
 * Signed call receipts (issue #19, ADR 0014): loaded from /call/receipt, checked against the
 * key /call/receipt-key publishes with the device's own crypto (never the server's word),
 * exported as JSON.
 */
export function createCallReceipts(http: HttpPort, verifier: SignatureVerifierPort, scheduler: SchedulerLike): CallReceipts {
  const rooms = new Map<number, BehaviorSubject<ReceiptView>>();
  let key: ReceiptKey | null = null;

  const stateOf = (roomId: number): BehaviorSubject<ReceiptView> => {
    let state = rooms.get(roomId);
    if (state === undefined) {
      state = new BehaviorSubject<ReceiptView>({ receipt: { status: 'loading' }, check: 'idle' });
      rooms.set(roomId, state);
    }
    return state;
  };

  async function publishedKey(): Promise<ReceiptKey | null> {
    if (key !== null) return key;
    const answer = await http.request(callReceiptKeyContract, {});
    key = answer.ok ? answer.data : null;
    return key;
  }

  return {
    receipt$: stateOf,
    async load(roomId) {
      const state = stateOf(roomId);
      if (state.getValue().receipt.status === 'ready') return;
      state.next({ receipt: { status: 'loading' }, check: 'idle' });
      let answer = await http.request(callReceiptContract, { room_id: roomId });
      for (let retry = 0; retry < RECEIPT_RETRIES && !answer.ok && answer.error.msg === RECEIPT_NOT_READY; retry++) {
        await firstValueFrom(timer(RECEIPT_RETRY_MS, scheduler));
        answer = await http.request(callReceiptContract, { room_id: roomId });
      }
      state.next({ receipt: answer.ok ? { status: 'ready', data: answer.data } : { status: 'error', code: answer.error.code }, check: 'idle' });
    },
    async verify(roomId) {
      const state = stateOf(roomId);
      const { receipt } = state.getValue();
      if (receipt.status !== 'ready') return;
      state.next({ receipt, check: 'checking' });
      const signer = await publishedKey();
      if (signer === null) {
        state.next({ receipt, check: 'unavailable' });
        return;
      }
      const signed = receipt.data;
      const genuine =
        signed.receipt.v === CALL_RECEIPT_VERSION &&
        signed.receipt.key_id === signer.key_id &&
        (await verifier.verifyEd25519(signer.public_key, signed.signature, receiptText(signed.receipt)));
      state.next({ receipt, check: genuine ? 'valid' : 'invalid' });
    },
    exportJson(roomId) {
      const { receipt } = stateOf(roomId).getValue();
      if (receipt.status !== 'ready') return null;
      return JSON.stringify({ ...receipt.data, signed_text: receiptText(receipt.data.receipt), public_key: key }, null, 2);
    },
  };
}
