import { MSG_STATUS } from '../constants';

/** Where an outgoing message stands (001 §4 "Message send"). */
export type SendState = 'sending' | 'sent' | 'failed';

export type SendEvent =
  /** The server took it: its mtime (and id) replace the local ones. */
  | { readonly type: 'accepted'; readonly mtime: number; readonly id?: number }
  | { readonly type: 'rejected' }
  /** The user tapped the failure marker (see canRetryByTap). */
  | { readonly type: 'resend' };

export interface OutgoingMessage {
  readonly send_state: SendState;
  readonly msg_status: number;
  readonly mtime: number;
  readonly id: number | null;
}

/**
 * The send state machine as a pure reducer: sending → sent (msg_status 0, server mtime) or
 * failed (msg_status 1); failed → sending on resend. A late acceptance also ends a failed
 * send, because the server does hold the message and a resend would duplicate it. Any
 * other event leaves the message as it is (the same object).
 */
export function reduceSend<M extends OutgoingMessage>(message: M, event: SendEvent): M {
  switch (event.type) {
    case 'accepted':
      if (message.send_state === 'sent') return message;
      return { ...message, send_state: 'sent', msg_status: MSG_STATUS.ok, mtime: event.mtime, id: event.id ?? message.id };
    case 'rejected':
      return message.send_state === 'sending' ? { ...message, send_state: 'failed', msg_status: MSG_STATUS.failed } : message;
    case 'resend':
      return message.send_state === 'failed' ? { ...message, send_state: 'sending', msg_status: MSG_STATUS.ok } : message;
  }
}
