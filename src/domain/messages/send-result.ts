import { SEND_RESULT } from '../constants';

/** What the client does with a /msg/send answer (001 §4 "Send result codes"). */
export type SendOutcome<C> =
  | { readonly kind: 'success' }
  /** Not sent; a recharge or VIP-discount callback from the answer, if any, is dispatched. */
  | { readonly kind: 'failure'; readonly callback: C | null }
  | { readonly kind: 'add-recharge-system-message'; readonly tips: string }
  | { readonly kind: 'add-notice'; readonly tips: string }
  | { readonly kind: 'nothing' }
  | { readonly kind: 'open-unpaid-send-flow' };

export interface SendAnswer<C> {
  readonly tips?: string;
  readonly callback?: C | null;
}

/**
 * Maps the `ok` code of /msg/send to an outcome. Codes the request layer handles itself
 * (99, -98, 97) never reach here. Any other positive code is a success and any other code
 * a plain failure, as the general result rule says.
 */
export function interpretSendResult<C>(ok: number, answer: SendAnswer<C> | null | undefined, user: { readonly hasRecharged: boolean }): SendOutcome<C> {
  const tips = typeof answer?.tips === 'string' ? answer.tips : '';
  const callback = answer?.callback ?? null;
  switch (ok) {
    case SEND_RESULT.success:
      return { kind: 'success' };
    case SEND_RESULT.failure:
      // A user who never recharged is offered the unpaid-send flow instead of the callback.
      return callback !== null && !user.hasRecharged ? { kind: 'open-unpaid-send-flow' } : { kind: 'failure', callback };
    case SEND_RESULT.rechargeMessage:
      return { kind: 'add-recharge-system-message', tips };
    case SEND_RESULT.notice:
      return { kind: 'add-notice', tips };
    case SEND_RESULT.nothing:
      return { kind: 'nothing' };
    case SEND_RESULT.unpaidFlow:
      return { kind: 'open-unpaid-send-flow' };
    default:
      return ok > 0 ? { kind: 'success' } : { kind: 'failure', callback: null };
  }
}
