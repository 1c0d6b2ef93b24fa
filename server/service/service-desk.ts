import type { AppContext } from '../context.js';
import type { SendPayload } from '../../src/application/contracts/msg/send-message.js';
import type { ServiceMessage, ServiceUpdate } from '../../src/application/contracts/services/service-message.js';
import { MSG_TYPE, REALTIME_MESSAGE_TYPE } from '../../src/domain/constants.js';
import { isServiceSessionOpen, nextServiceStatus, type ServiceStatus } from '../../src/domain/service/service-session.js';
import type { AssistantPort } from './assistant-port.js';
import { COMMON_TOPICS, isHelpTopic, type HelpCatalogue } from './help-catalogue.js';
import { helpCatalogueOf } from './help/index.js';
import { createLocalMatcher, type Match } from './local-matcher.js';
import {
  insertMessage, insertSession, latestSession, messagesAfter, messagesOf, moveSession, operatorQueue, queuePosition, sessionById, setSessionLanguage,
  type MessageRow, type NewMessage, type QueueLine, type SessionRow,
} from './service-queries.js';
import { wireMessage, wireSession } from './service-wire.js';

/** What the desk needs from the app. */
export type ServiceDeskContext = Pick<AppContext, 'db' | 'clock' | 'realtime' | 'log'>;

/** Ours: how many catalogue entries the retrieval step hands the assistant as context. */
export const RETRIEVED_ENTRIES = 3;
/** Ours: how many sessions `service list` shows. */
export const QUEUE_LINES = 50;

export type DeskOutcome = { readonly ok: true; readonly update: ServiceUpdate } | { readonly ok: false; readonly code: DeskRefusal };

export type DeskRefusal = 'SERVICE.NOT_FOUND' | 'SERVICE.ENDED' | 'SERVICE.NOT_CLOSED' | 'SERVICE.BAD_MESSAGE' | 'SERVICE.NOT_WITH_PERSON';

export interface ServiceDesk {
  /** Opening the chat: the current session (a fresh one with the guide when none is open or waiting for a rating). */
  open(uid: number, lang: string): Promise<ServiceUpdate>;
  /** A free question (text) or a common question (29) from the user. */
  send(uid: number, payload: SendPayload): Promise<DeskOutcome>;
  handoff(uid: number, sessionId: number): Promise<DeskOutcome>;
  rate(uid: number, sessionId: number, rating: number, resolved: boolean): Promise<DeskOutcome>;
  /** The operator's reply, pushed to the user live. */
  reply(sessionId: number, text: string): Promise<DeskOutcome>;
  /** The operator ends the session: the user gets the rating request, live. */
  close(sessionId: number): Promise<DeskOutcome>;
  /** The user ends their own session: the rating request, as after an operator's close. */
  end(uid: number, sessionId: number): Promise<DeskOutcome>;
  queue(): Promise<readonly QueueLine[]>;
}

const ok = (update: ServiceUpdate): DeskOutcome => ({ ok: true, update });
const refused = (code: DeskRefusal): DeskOutcome => ({ ok: false, code });

/** What the user asked, read from a /services/msg-send payload: a non-blank text or a known common question. */
function readQuestion(payload: SendPayload): { readonly kind: 'text'; readonly text: string } | { readonly kind: 'topic'; readonly topic: (typeof COMMON_TOPICS)[number] | string } | null {
  let content: unknown = payload.data.msg_content;
  if (typeof content === 'string') {
    try {
      content = JSON.parse(content);
    } catch {
      return null;
    }
  }
  if (typeof content !== 'object' || content === null) return null;
  const fields = content as Record<string, unknown>;
  if (payload.data.msg_type === MSG_TYPE.text && typeof fields.content === 'string' && fields.content.trim() !== '') return { kind: 'text', text: fields.content.trim() };
  if (payload.data.msg_type === MSG_TYPE.aiIssueQuestion && typeof fields.question_id === 'string' && isHelpTopic(fields.question_id)) return { kind: 'topic', topic: fields.question_id };
  return null;
}

/**
 * Customer service (issue #16, ADR 0013): the AI issue guide over the help catalogue, the
 * operators' queue, and the rating that ends a session. Every change of a session goes
 * through the transitions of src/domain/service.
 */
export function createServiceDesk(ctx: ServiceDeskContext, assistant: AssistantPort): ServiceDesk {
  const { db, clock } = ctx;
  const matchers = new Map<string, (question: string) => readonly Match[]>();
  const matcherOf = (language: string, catalogue: HelpCatalogue) => {
    let matcher = matchers.get(language);
    if (matcher === undefined) matchers.set(language, (matcher = createLocalMatcher(catalogue, language)));
    return matcher;
  };

  const store = (message: Omit<NewMessage, 'now'>) => insertMessage(db, { ...message, now: clock.now() });
  const assistantSays = async (session: SessionRow, content: Extract<ServiceMessage, { msg_type: 28 }>['msg_content']) =>
    (await store({ sessionId: session.id, uid: session.uid, sender: 'assistant', msgType: MSG_TYPE.aiIssueGuide, content, clientMsgId: null })).row;

  const updateOf = async (session: SessionRow, rows: readonly MessageRow[]): Promise<ServiceUpdate> => ({
    session: wireSession(session, await queuePosition(db, session)),
    list: rows.map(wireMessage),
  });

  const startSession = async (uid: number, lang: string): Promise<{ session: SessionRow; greeting: MessageRow | null }> => {
    const { language, catalogue } = helpCatalogueOf(lang);
    const session = await insertSession(db, uid, language, clock.now());
    if (session === null) {
      // Another request opened it a moment ago: that one greets.
      const open = await latestSession(db, uid);
      if (open === undefined) throw new Error('an open service session vanished');
      return { session: open, greeting: null };
    }
    const greeting = await assistantSays(session, { content: catalogue.greeting, questions: COMMON_TOPICS.map((id) => ({ id, title: catalogue.topics[id].question })) });
    return { session, greeting };
  };

  /** The session a message goes to: the open one, or a new one (the guide first) after an ended one. */
  const sessionFor = async (uid: number): Promise<{ session: SessionRow; greeting: MessageRow | null }> => {
    const latest = await latestSession(db, uid);
    if (latest !== undefined && isServiceSessionOpen(latest.status)) return { session: latest, greeting: null };
    return startSession(uid, latest?.lang ?? 'en');
  };

  const answer = async (session: SessionRow, question: NonNullable<ReturnType<typeof readQuestion>>): Promise<MessageRow> => {
    const { language, catalogue } = helpCatalogueOf(session.lang);
    if (question.kind === 'topic' && isHelpTopic(question.topic)) {
      return assistantSays(session, { content: catalogue.topics[question.topic].answer, questions: [], source: 'catalogue' });
    }
    const text = question.kind === 'text' ? question.text : '';
    const context = matcherOf(language, catalogue)(text).slice(0, RETRIEVED_ENTRIES).map((m) => catalogue.topics[m.topic]);
    const best = context[0];
    if (best === undefined) return assistantSays(session, { content: catalogue.noAnswer, questions: [], unanswered: true });
    if (assistant.source === 'ai') {
      try {
        const written = await assistant.answer({ question: text, language, context });
        if (written !== null) return assistantSays(session, { content: written, questions: [], source: 'ai' });
      } catch (error) {
        ctx.log.warn({ err: error }, 'assistant endpoint failed; answering from the help catalogue');
      }
    }
    return assistantSays(session, { content: best.answer, questions: [], source: 'catalogue' });
  };

  const push = async (session: SessionRow, rows: readonly MessageRow[]) => {
    const update = await updateOf(session, rows);
    await ctx.realtime.publisher
      .publishToUser(session.uid, { type: REALTIME_MESSAGE_TYPE.other, kind: 'service', ...update })
      .catch((error: unknown) => ctx.log.warn({ err: error, session: session.id }, 'service update not published'));
    return update;
  };

  /** Moves `session` by `event` if the domain allows it from the status it is in. */
  const transition = (session: SessionRow, event: Parameters<typeof nextServiceStatus>[1], patch: Parameters<typeof moveSession>[3] = {}) => {
    const next = nextServiceStatus(session.status, event);
    if (next === null) return Promise.resolve(null);
    const from: ServiceStatus[] = [session.status];
    return moveSession(db, session.id, from, { ...patch, status: next });
  };

  /** Ends a session with the rating request, pushed to every device of the user. */
  const closeSession = async (session: SessionRow): Promise<DeskOutcome> => {
    const moved = await transition(session, 'close', { closed_at: clock.now() });
    if (moved === null) return refused('SERVICE.ENDED');
    const { catalogue } = helpCatalogueOf(moved.lang);
    const request = await store({ sessionId: session.id, uid: session.uid, sender: 'assistant', msgType: MSG_TYPE.serviceRating, content: { content: catalogue.ratingRequest }, clientMsgId: null });
    return ok(await push(moved, [request.row]));
  };

  return {
    async open(uid, lang) {
      const latest = await latestSession(db, uid);
      // A closed session waits for its rating; a rated (or no) session gives way to a new one.
      if (latest === undefined || latest.status === 'rated') {
        const { session } = await startSession(uid, lang);
        return updateOf(session, await messagesOf(db, session.id));
      }
      if (latest.lang !== helpCatalogueOf(lang).language) await setSessionLanguage(db, latest.id, helpCatalogueOf(lang).language);
      return updateOf({ ...latest, lang: helpCatalogueOf(lang).language }, await messagesOf(db, latest.id));
    },

    async send(uid, payload) {
      const question = readQuestion(payload);
      if (question === null) return refused('SERVICE.BAD_MESSAGE');
      const { session, greeting } = await sessionFor(uid);
      const { catalogue } = helpCatalogueOf(session.lang);
      const content = question.kind === 'text' ? { content: question.text } : { question_id: question.topic, content: isHelpTopic(question.topic) ? catalogue.topics[question.topic].question : '' };
      const msgType = question.kind === 'text' ? MSG_TYPE.text : MSG_TYPE.aiIssueQuestion;
      const stored = await store({ sessionId: session.id, uid, sender: 'user', msgType, content, clientMsgId: payload.client_msg_id ?? null });
      if (stored.replayed) return ok(await updateOf(session, await messagesAfter(db, stored.row.sessionId, stored.row.id - 1)));
      const rows = [...(greeting === null ? [] : [greeting]), stored.row];
      // With a person on (or on the way), the person answers; the assistant keeps quiet.
      if (session.status === 'assistant') rows.push(await answer(session, question));
      return ok(await updateOf(session, rows));
    },

    async handoff(uid, sessionId) {
      const session = await sessionById(db, sessionId);
      if (session === undefined || session.uid !== uid) return refused('SERVICE.NOT_FOUND');
      if (session.status === 'queued' || session.status === 'human') return ok(await updateOf(session, []));
      const moved = await transition(session, 'handoff', { queued_at: clock.now() });
      if (moved === null) return refused('SERVICE.ENDED');
      const { catalogue } = helpCatalogueOf(moved.lang);
      return ok(await updateOf(moved, [await assistantSays(moved, { content: catalogue.queued, questions: [] })]));
    },

    async rate(uid, sessionId, rating, resolved) {
      const session = await sessionById(db, sessionId);
      if (session === undefined || session.uid !== uid) return refused('SERVICE.NOT_FOUND');
      const moved = await transition(session, 'rate', { rating, resolved });
      if (moved === null) return refused('SERVICE.NOT_CLOSED');
      const rated = await store({ sessionId, uid, sender: 'user', msgType: MSG_TYPE.serviceRated, content: { rating, resolved: resolved ? 1 : 0 }, clientMsgId: null });
      return ok(await updateOf(moved, [rated.row]));
    },

    async reply(sessionId, text) {
      const session = await sessionById(db, sessionId);
      if (session === undefined) return refused('SERVICE.NOT_FOUND');
      const moved = await transition(session, 'operator-reply');
      if (moved === null) return refused(isServiceSessionOpen(session.status) ? 'SERVICE.NOT_WITH_PERSON' : 'SERVICE.ENDED');
      const said = await store({ sessionId, uid: session.uid, sender: 'agent', msgType: MSG_TYPE.text, content: { content: text }, clientMsgId: null });
      return ok(await push(moved, [said.row]));
    },

    async close(sessionId) {
      const session = await sessionById(db, sessionId);
      return session === undefined ? refused('SERVICE.NOT_FOUND') : closeSession(session);
    },

    async end(uid, sessionId) {
      const session = await sessionById(db, sessionId);
      return session === undefined || session.uid !== uid ? refused('SERVICE.NOT_FOUND') : closeSession(session);
    },

    queue: () => operatorQueue(db, QUEUE_LINES),
  };
}
