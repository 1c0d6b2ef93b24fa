import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { MSG_TYPE, REALTIME_MESSAGE_TYPE } from '../../domain/constants';
import type { Contract } from '../contracts/define-contract';
import type { ServiceMessage, ServiceUpdate } from '../contracts/services/service-message';
import type { HttpPort } from '../ports/http.port';
import type { RealtimeMessage } from '../ports/realtime.port';
import { createServiceChat } from './service-chat';

const session = (id: number, status: ServiceUpdate['session']['status'] = 'assistant') => ({ id, status, queue_position: 0, rating: null, resolved: null });
const guide = (id: number, sessionId = 1): ServiceMessage => ({
  id, session_id: sessionId, from: 'assistant', mtime: id, client_msg_id: null, msg_type: MSG_TYPE.aiIssueGuide, msg_content: { content: `guide ${id}`, questions: [] },
});
const text = (id: number, from: 'user' | 'agent', content: string, clientMsgId: string | null = null): ServiceMessage => ({
  id, session_id: 1, from, mtime: id, client_msg_id: clientMsgId, msg_type: MSG_TYPE.text, msg_content: { content },
});

/** A server stand-in: each path answers what `answers` says, in turn; `null` is a network failure. */
function fakeHttp(answers: Record<string, (payload: Record<string, unknown>) => ServiceUpdate | null>) {
  const sent: { path: string; payload: Record<string, unknown> }[] = [];
  const http = {
    request: async (contract: Contract, payload: Record<string, unknown>) => {
      sent.push({ path: contract.path, payload });
      const data = answers[contract.path]?.(payload) ?? null;
      return data === null ? { ok: false, error: { code: 'API.NETWORK', msg: '' } } : { ok: true, code: 1, msg: '', data };
    },
  } as unknown as HttpPort;
  return { http, sent };
}

function chatOver(http: HttpPort) {
  const messages$ = new Subject<RealtimeMessage>();
  const reconnected$ = new Subject<void>();
  let ids = 0;
  const chat = createServiceChat({ http, language: () => 'ar', messages$, reconnected$, newClientMsgId: () => `c${(ids += 1)}` });
  return { chat, messages$, reconnected$ };
}

describe('the customer-service chat', () => {
  it('opens in the app language with the guide, and says when it could not', async () => {
    let online = false;
    const { http, sent } = fakeHttp({ '/services/history': () => (online ? { session: session(1), list: [guide(1)] } : null) });
    const { chat } = chatOver(http);
    await chat.open();
    expect(chat.view$.getValue()).toMatchObject({ phase: 'error', errorCode: 'API.NETWORK' });
    online = true;
    await chat.open();
    expect(chat.view$.getValue()).toMatchObject({ phase: 'ready', messages: [guide(1)] });
    expect(sent[0]?.payload).toEqual({ lang: 'ar' });
  });

  it('sends nothing for a blank text, keeps a failed send with a retry that reuses its client id', async () => {
    let fail = true;
    const { http, sent } = fakeHttp({
      '/services/history': () => ({ session: session(1), list: [guide(1)] }),
      '/services/msg-send': () => (fail ? null : { session: session(1), list: [text(2, 'user', 'help', 'c1'), guide(3)] }),
    });
    const { chat } = chatOver(http);
    await chat.open();
    expect(chat.sendText('   ')).toBe('blank');
    expect(chat.sendText(' help ')).toBe('sending');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(chat.view$.getValue().pending).toEqual([{ clientMsgId: 'c1', msgType: MSG_TYPE.text, text: 'help', questionId: null, failed: true }]);
    fail = false;
    chat.retry('c1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(chat.view$.getValue()).toMatchObject({ pending: [], messages: [guide(1), text(2, 'user', 'help', 'c1'), guide(3)] });
    expect(sent.filter((s) => s.path === '/services/msg-send').map((s) => s.payload.client_msg_id)).toEqual(['c1', 'c1']);
  });

  it("shows a person's reply pushed live, and ignores other pushes and older sessions", async () => {
    const { http } = fakeHttp({ '/services/history': () => ({ session: session(2, 'queued'), list: [guide(1, 2)] }) });
    const { chat, messages$ } = chatOver(http);
    await chat.open();
    const reply = { ...text(5, 'agent', 'Hi, Sam here'), session_id: 2 };
    messages$.next({ type: REALTIME_MESSAGE_TYPE.other, kind: 'service', session: session(2, 'human'), list: [reply] });
    messages$.next({ type: REALTIME_MESSAGE_TYPE.other, kind: 'service', session: session(1, 'closed'), list: [text(9, 'agent', 'old')] });
    messages$.next({ type: REALTIME_MESSAGE_TYPE.chat, kind: 'service' });
    expect(chat.view$.getValue()).toMatchObject({ session: { id: 2, status: 'human' }, messages: [guide(1, 2), reply] });
    chat.close();
    messages$.next({ type: REALTIME_MESSAGE_TYPE.other, kind: 'service', session: session(2, 'closed'), list: [] });
    expect(chat.view$.getValue().session?.status).toBe('human');
  });

  it('reloads the session after a reconnect, and a new session replaces an ended one', async () => {
    let current: ServiceUpdate = { session: session(1, 'rated'), list: [guide(1)] };
    const { http } = fakeHttp({ '/services/history': () => current });
    const { chat, reconnected$ } = chatOver(http);
    await chat.open();
    current = { session: session(3), list: [guide(7, 3)] };
    reconnected$.next();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(chat.view$.getValue()).toMatchObject({ session: { id: 3 }, messages: [guide(7, 3)] });
  });
});
