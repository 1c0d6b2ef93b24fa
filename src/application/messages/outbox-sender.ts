import { Subject, type Observable } from 'rxjs';
import { MSG_STATUS, MSG_TYPE, SEND_ORIGIN } from '../../domain/constants';
import { interpretSendResult } from '../../domain/messages';
import { msgSendContract } from '../contracts/msg/send.contract';
import { sendRefusalSchema, type SendAnswerData, type SendRefusal } from '../contracts/msg/send-message';
import type { ApiError, HttpPort } from '../ports/http.port';
import type { UploadPort } from '../ports/upload.port';
import type { ChatLogStore, StoredMessage, SystemLine } from './chat-log-store';
import type { ChatNotice } from './messaging-services';
import { chatKeyOf, type Outbox } from './outbox';
import type { OutboxEntry } from './outbox-storage';
import { uploadDraft } from './upload-draft';

/** Ours: after a send failed for the network, the outbox tries again this long after (or at once when the channel reconnects). */
export const OUTBOX_RETRY_MS = 3_000;

export interface OutboxNotice {
  readonly peerUid: number;
  readonly notice: ChatNotice;
}

export interface OutboxSender {
  readonly notices$: Observable<OutboxNotice>;
  /** The server's copy of each message the outbox got through. */
  readonly sent$: Observable<StoredMessage>;
  /** What the chat's next message costs, from each send's answer (the line above the input). */
  readonly prices$: Observable<ChatPrice>;
  /** Sends the pending entries, oldest first; a call while a drain runs makes it go round once more. */
  drain(): Promise<void>;
  dispose(): void;
}

/** A chat's price line after a send: the answer's `tips` and `send_limit_level`. */
export interface ChatPrice {
  readonly peerUid: number;
  readonly tips: string;
  readonly level: SendAnswerData['send_limit_level'];
}

/** A timer: runs `task` after `ms`, answers how to cancel it. */
export type Schedule = (task: () => void, ms: number) => () => void;

type Step = 'next' | 'retry-later' | 'stop';

/** Failures of the way, not of the message: the same entry is tried again later. */
export function isTransient(error: ApiError): boolean {
  return error.code === 'API.NETWORK' || error.code === 'API.TIMEOUT' || error.code === 'API.UNDECRYPTABLE' || (error.code === 'API.HTTP' && (error.status ?? 500) >= 500);
}

/** The session is over or paused (logout, stop-taking, reload): keep everything, send nothing now. */
const isSessionStop = (error: ApiError): boolean => error.code === 'API.LOGGED_OUT' || error.code === 'API.STOP_TAKING' || error.code === 'API.RELOAD';

export function serverCopyOf(answer: SendAnswerData, entry: OutboxEntry, selfUid: number): StoredMessage {
  return {
    id: answer.id,
    client_msg_id: entry.client_msg_id,
    chat_id: answer.chat_id,
    chat_type: entry.chat_type,
    send_uid: selfUid,
    mtime: answer.mtime,
    msg_type: answer.msg_type,
    msg_content: answer.msg_content,
    msg_status: MSG_STATUS.ok,
  };
}

/**
 * The send path of the outbox (001 §4 "Message send"): one entry at a time, in order —
 * upload the file if the content is not ready, then /msg/send with the entry's client id.
 * Sent → the server's copy replaces the local one. A network failure keeps the entry
 * pending and stops the queue (order is kept) until OUTBOX_RETRY_MS later or the next
 * `drain()` (a reconnect). A refusal fails the entry and does what its code says:
 * 0 and 6 with coins short come with the server's recharge_alert (the wallet opens the
 * balance sheet for it; this only notifies), -1 adds a recharge line, -2 a notice
 * line, -3 nothing, 0 otherwise shows the server's message.
 */
export function createOutboxSender(deps: {
  readonly http: HttpPort;
  readonly upload: UploadPort;
  readonly outbox: Outbox;
  readonly store: ChatLogStore;
  readonly selfUid: number;
  readonly hasRecharged: () => boolean;
  readonly schedule: Schedule;
}): OutboxSender {
  const { http, outbox, store, selfUid } = deps;
  const notices$ = new Subject<OutboxNotice>();
  const sent$ = new Subject<StoredMessage>();
  const prices$ = new Subject<ChatPrice>();
  let current: Promise<void> | null = null;
  let again = false;
  let cancelRetry: (() => void) | null = null;
  let disposed = false;

  const fail = (entry: OutboxEntry): Step => {
    outbox.patch(entry.client_msg_id, { status: 'failed' });
    return 'next';
  };

  const addSystemLine = (entry: OutboxEntry, line: SystemLine): void => {
    store.merge(chatKeyOf(entry), [
      {
        id: null,
        client_msg_id: `sys:${entry.client_msg_id}`,
        chat_id: entry.chat_id ?? 0,
        chat_type: entry.chat_type,
        send_uid: selfUid,
        mtime: entry.created_at,
        msg_type: MSG_TYPE.notice,
        msg_content: JSON.stringify({ key: line.kind, text: line.tips }),
        msg_status: MSG_STATUS.ok,
        system: line,
      },
    ]);
  };

  const refused = (entry: OutboxEntry, code: number, msg: string, data: SendRefusal | null): Step => {
    const needCoins = data?.need_coins;
    const outcome = interpretSendResult(code, { tips: data?.tips ?? msg, callback: needCoins === undefined ? null : needCoins }, { hasRecharged: deps.hasRecharged() });
    const notify = (notice: ChatNotice) => notices$.next({ peerUid: entry.peer_uid, notice });
    // The refusal carried the server's recharge_alert, which the wallet answers with the
    // balance sheet: opening it here as well showed the prompt twice. Only say why.
    const askRecharge = () => notify({ kind: 'recharge-requested', needCoins: needCoins ?? null });
    switch (outcome.kind) {
      case 'failure':
        if (outcome.callback !== null) askRecharge();
        else if (msg !== '') notify({ kind: 'refused', msg });
        break;
      case 'open-unpaid-send-flow':
        askRecharge();
        break;
      case 'add-recharge-system-message':
        addSystemLine(entry, { kind: 'recharge', tips: outcome.tips });
        break;
      case 'add-notice':
        addSystemLine(entry, { kind: 'notice', tips: outcome.tips });
        break;
      case 'nothing':
      case 'success':
        break;
    }
    return fail(entry);
  };

  async function contentOf(entry: OutboxEntry): Promise<{ readonly content: string } | Step> {
    if (entry.msg_content !== null) return { content: entry.msg_content };
    const draft = outbox.draft(entry.client_msg_id);
    // After a reload the file is gone: nothing to upload.
    if (draft === undefined || draft.kind === 'text' || draft.kind === 'sticker') return fail(entry);
    const uploaded = await uploadDraft({ http, upload: deps.upload }, draft);
    if (!uploaded.ok) return uploaded.transient ? 'retry-later' : fail(entry);
    outbox.patch(entry.client_msg_id, { msg_content: uploaded.msg_content });
    return { content: uploaded.msg_content };
  }

  async function sendOne(entry: OutboxEntry): Promise<Step> {
    const ready = await contentOf(entry);
    if (typeof ready === 'string') return ready;
    const answer = await http.request(msgSendContract, {
      ...(entry.chat_id === null ? { to_uid: entry.peer_uid } : { chat_id: entry.chat_id }),
      chat_type: entry.chat_type,
      data: { msg_type: entry.msg_type, msg_content: ready.content },
      client_msg_id: entry.client_msg_id,
      from_type: SEND_ORIGIN.msg,
      ...(entry.sensitive_type === undefined ? {} : { sensitive_type: entry.sensitive_type }),
      ...(entry.sensitive_text === undefined ? {} : { sensitive_text: entry.sensitive_text }),
    });
    if (answer.ok) {
      if (!('id' in answer.data)) return refused(entry, answer.code, answer.msg, answer.data);
      const copy = serverCopyOf(answer.data, entry, selfUid);
      // The server's copy first: it takes the local copy's place (same client id) in one store
      // change, so settling finds no local copy left to remove in the usual case.
      store.merge(answer.data.chat_id, [copy]);
      outbox.settle(entry.client_msg_id, answer.data.chat_id);
      sent$.next(copy);
      prices$.next({ peerUid: entry.peer_uid, tips: answer.data.tips, level: answer.data.send_limit_level });
      return 'next';
    }
    const { error } = answer;
    if (isTransient(error)) return 'retry-later';
    if (isSessionStop(error)) return 'stop';
    if (error.code === 'API.REJECTED' && error.result !== undefined) {
      const data = sendRefusalSchema.safeParse(error.data);
      return refused(entry, error.result, error.msg, data.success ? data.data : null);
    }
    return fail(entry);
  }

  async function loop(): Promise<void> {
    do {
      again = false;
      for (;;) {
        if (disposed) return;
        const entry = outbox.entries().find((candidate) => candidate.status === 'pending');
        if (entry === undefined) break;
        const step = await sendOne(entry);
        if (step === 'stop') return;
        if (step === 'retry-later') {
          cancelRetry?.();
          cancelRetry = deps.schedule(() => void drain(), OUTBOX_RETRY_MS);
          return;
        }
      }
    } while (again);
  }

  function drain(): Promise<void> {
    if (current !== null) {
      again = true;
      return current;
    }
    cancelRetry?.();
    cancelRetry = null;
    current = loop().finally(() => {
      current = null;
    });
    return current;
  }

  return {
    notices$: notices$.asObservable(),
    sent$: sent$.asObservable(),
    prices$: prices$.asObservable(),
    drain,
    dispose() {
      disposed = true;
      cancelRetry?.();
      notices$.complete();
      sent$.complete();
      prices$.complete();
    },
  };
}
