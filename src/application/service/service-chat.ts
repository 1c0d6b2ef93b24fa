import { BehaviorSubject, filter, map, type Observable, type Subscription } from 'rxjs';
import { CHAT_TYPE, MSG_TYPE, REALTIME_MESSAGE_TYPE, SYSTEM_USER_ID } from '../../domain/constants';
import { servicesEndContract } from '../contracts/services/end.contract';
import { servicesHistoryContract } from '../contracts/services/history.contract';
import { servicesHumanContract } from '../contracts/services/human.contract';
import { servicesMsgSendContract } from '../contracts/services/msg-send.contract';
import { servicesRateContract } from '../contracts/services/rate.contract';
import { servicePushSchema, type ServiceMessage, type ServiceSession, type ServiceUpdate } from '../contracts/services/service-message';
import type { LiveState } from '../live-state';
import type { ApiErrorCode, ApiResult, HttpPort } from '../ports/http.port';
import type { RealtimeMessage } from '../ports/realtime.port';

/** A message the user sent that the server has not stored yet: on its way, or failed (tap to retry). */
export interface PendingServiceMessage {
  readonly clientMsgId: string;
  readonly msgType: typeof MSG_TYPE.text | typeof MSG_TYPE.aiIssueQuestion;
  /** The text, or the common question's title. */
  readonly text: string;
  readonly questionId: string | null;
  readonly failed: boolean;
}

export interface ServiceChatView {
  /** loading: the first answer is on its way; error: it failed (`errorCode` says how; retry with open()). */
  readonly phase: 'loading' | 'error' | 'ready';
  readonly errorCode: ApiErrorCode | null;
  readonly session: ServiceSession | null;
  /** The session's stored messages, oldest first. */
  readonly messages: readonly ServiceMessage[];
  readonly pending: readonly PendingServiceMessage[];
  /** "Talk to a person" or a rating is on its way. */
  readonly busy: boolean;
}

/** What a command could not do, for the view to say. */
export type ServiceFailure = { readonly ok: false; readonly code: ApiErrorCode; readonly msg: string };
export type ServiceOutcome = { readonly ok: true } | ServiceFailure;

export interface ServiceChat {
  readonly view$: LiveState<ServiceChatView>;
  /** Loads the session (a new one with the guide when none waits) and follows live replies until close(). */
  open(): Promise<void>;
  /** A free question; 'blank' for whitespace only (nothing is sent: the view shows msg.msgNullTip). */
  sendText(text: string): 'blank' | 'sending';
  /** A common question the guide offered (message 29). */
  ask(questionId: string, title: string): void;
  /** Sends a failed message again with the same client id (the server stores it once). */
  retry(clientMsgId: string): void;
  talkToPerson(): Promise<ServiceOutcome>;
  /** Ends the conversation: the rating request follows. */
  end(): Promise<ServiceOutcome>;
  rate(rating: number, resolved: boolean): Promise<ServiceOutcome>;
  close(): void;
}

export interface ServiceChatDeps {
  readonly http: HttpPort;
  readonly language: () => string;
  readonly messages$: Observable<RealtimeMessage>;
  /** After a reconnect the chat reloads: a reply pushed while offline comes with the history. */
  readonly reconnected$: Observable<void>;
  readonly newClientMsgId: () => string;
}

const EMPTY: ServiceChatView = { phase: 'loading', errorCode: null, session: null, messages: [], pending: [], busy: false };

const failure = (result: Extract<ApiResult<unknown>, { ok: false }>): ServiceFailure => ({ ok: false, code: result.error.code, msg: result.error.msg });

/**
 * The customer-service chat (/pagesMsg/chatAss/index; issue #16): the guide, its common
 * questions, free questions, the hand-over to a person whose replies arrive live (realtime
 * type 18, kind "service"), and the rating that ends a session. One per open page.
 */
export function createServiceChat(deps: ServiceChatDeps): ServiceChat {
  const view$ = new BehaviorSubject<ServiceChatView>(EMPTY);
  const subscriptions: Subscription[] = [];
  const patch = (change: Partial<ServiceChatView>) => view$.next({ ...view$.getValue(), ...change });

  /** Merges an update: a newer session replaces the shown one, an older one is ignored, the same one merges by id. */
  const apply = (update: ServiceUpdate) => {
    const current = view$.getValue();
    const shown = current.session?.id ?? 0;
    if (update.session.id < shown) return;
    const base = update.session.id === shown ? current.messages : [];
    const byId = new Map(base.map((m) => [m.id, m]));
    for (const message of update.list) byId.set(message.id, message);
    const stored = new Set(update.list.map((m) => m.client_msg_id).filter((id) => id !== null));
    patch({ session: update.session, messages: [...byId.values()].sort((a, b) => a.id - b.id), pending: current.pending.filter((p) => !stored.has(p.clientMsgId)) });
  };

  const load = async () => {
    const result = await deps.http.request(servicesHistoryContract, { lang: deps.language() });
    if (!result.ok) {
      if (view$.getValue().phase !== 'ready') patch({ phase: 'error', errorCode: result.error.code });
      return;
    }
    apply(result.data);
    patch({ phase: 'ready', errorCode: null });
  };

  const deliver = async (pending: PendingServiceMessage) => {
    const content = pending.msgType === MSG_TYPE.text ? { content: pending.text } : { question_id: pending.questionId };
    const result = await deps.http.request(servicesMsgSendContract, {
      to_uid: SYSTEM_USER_ID,
      chat_type: CHAT_TYPE.assistant,
      data: { msg_type: pending.msgType, msg_content: JSON.stringify(content) },
      client_msg_id: pending.clientMsgId,
    });
    if (result.ok) return apply(result.data);
    patch({ pending: view$.getValue().pending.map((p) => (p.clientMsgId === pending.clientMsgId ? { ...p, failed: true } : p)) });
  };

  const enqueue = (msgType: PendingServiceMessage['msgType'], text: string, questionId: string | null) => {
    const pending: PendingServiceMessage = { clientMsgId: deps.newClientMsgId(), msgType, text, questionId, failed: false };
    patch({ pending: [...view$.getValue().pending, pending] });
    void deliver(pending);
  };

  const sessionCommand = async (run: (sessionId: number) => Promise<ApiResult<ServiceUpdate>>): Promise<ServiceOutcome> => {
    const session = view$.getValue().session;
    if (session === null) return { ok: false, code: 'API.REJECTED', msg: '' };
    patch({ busy: true });
    const result = await run(session.id);
    patch({ busy: false });
    if (!result.ok) return failure(result);
    apply(result.data);
    return { ok: true };
  };

  return {
    view$,
    async open() {
      if (subscriptions.length === 0) {
        subscriptions.push(
          deps.messages$
            .pipe(
              filter((message) => message.type === REALTIME_MESSAGE_TYPE.other),
              map((message) => servicePushSchema.safeParse(message)),
            )
            .subscribe((parsed) => parsed.success && apply(parsed.data)),
          deps.reconnected$.subscribe(() => void load()),
        );
      }
      if (view$.getValue().phase === 'error') patch({ phase: 'loading', errorCode: null });
      await load();
    },
    sendText(text) {
      const trimmed = text.trim();
      if (trimmed === '') return 'blank';
      enqueue(MSG_TYPE.text, trimmed, null);
      return 'sending';
    },
    ask(questionId, title) {
      enqueue(MSG_TYPE.aiIssueQuestion, title, questionId);
    },
    retry(clientMsgId) {
      const pending = view$.getValue().pending.find((p) => p.clientMsgId === clientMsgId && p.failed);
      if (pending === undefined) return;
      const again = { ...pending, failed: false };
      patch({ pending: view$.getValue().pending.map((p) => (p.clientMsgId === clientMsgId ? again : p)) });
      void deliver(again);
    },
    talkToPerson: () => sessionCommand((session_id) => deps.http.request(servicesHumanContract, { session_id })),
    end: () => sessionCommand((session_id) => deps.http.request(servicesEndContract, { session_id })),
    rate: (rating, resolved) => sessionCommand((session_id) => deps.http.request(servicesRateContract, { session_id, rating, resolved: resolved ? 1 : 0 })),
    close() {
      for (const subscription of subscriptions.splice(0)) subscription.unsubscribe();
    },
  };
}
