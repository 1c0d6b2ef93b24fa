import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { InMemoryRealtime } from '../../adapters/realtime/in-memory-realtime';
import { InMemoryStorage } from '../../adapters/storage/in-memory-storage';
import { REALTIME_CONNECTION_STATE, type RealtimeConnectionState } from '../../domain/session';
import { createCallbackDispatcher } from '../callbacks/dispatch-callbacks';
import type { InitResponse } from '../contracts/profile/init.contract';
import { createForegroundLifecycle } from '../lifecycle/foreground-lifecycle';
import { createSessionEvents } from '../session-events';
import type { InitSessionOutcome } from './init-session';
import { createSessionStore } from './session-store';
import { createScriptedHttp, testGrant } from './session-test-kit';
import { signOutOnSessionEnd } from './sign-out-on-session-end';
import { createAppSession } from './app-session';
import { testInit } from './app-session.test-kit';
import { createConfirmStore } from '../notices/confirm-store';
import { createLoginPromptStore } from '../notices/login-prompt-store';
import { createShellStore } from '../navigation/shell-store';
import { createToastStore } from '../notices/toast-store';

const DEVICE = '0123456789abcdef0123456789abcdef';

/** Lets every pending promise chain run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(options: { signedIn?: boolean; init?: () => InitSessionOutcome } = {}) {
  const store = createSessionStore(new InMemoryStorage());
  if (options.signedIn ?? true) store.signIn(testGrant(42));
  const events = createSessionEvents();
  signOutOnSessionEnd(events, store);
  const callbacks = createCallbackDispatcher();
  const realtime = new InMemoryRealtime();
  const states: RealtimeConnectionState[] = [];
  realtime.state$.subscribe((state) => states.push(state));
  const shell = createShellStore();
  const confirm = createConfirmStore();
  const toast = createToastStore();
  const loginPrompt = createLoginPromptStore();
  const visible$ = new Subject<boolean>();
  const resumed$ = new Subject<void>();
  const { http, sent } = createScriptedHttp({ '/app/open': { code: 1 }, '/app/close': { code: 1 } });
  let inits = 0;
  /** Whether each init asked to trade the tokens first. */
  const rotations: boolean[] = [];
  const remembered: string[] = [];
  let reloads = 0;
  let init: InitResponse = testInit(42, { config: { ...testInit(42).config, default_tab: 3 } });
  const session = createAppSession({
    store,
    initSession: async (rotateTokens) => {
      inits += 1;
      rotations.push(rotateTokens);
      return options.init?.() ?? (store.loggedIn$.getValue() ? { kind: 'signed-in', init } : { kind: 'signed-out' });
    },
    logout: async () => store.clear(),
    events,
    callbacks,
    realtime,
    shell,
    confirm,
    toast,
    loginPrompt,
    createForeground: () => createForegroundLifecycle({ http, visible$, deviceId: DEVICE }),
    resumed$,
    realtimeCredentials: {
      source: async () => ({ url: 'ws://test/mqtt', clientId: 'c', username: '42', password: 'p' }),
      remember: (socket) => remembered.push(socket.password),
    },
    reload: () => (reloads += 1),
  });
  return {
    store, events, callbacks, realtime, states, shell, confirm, toast, loginPrompt, visible$, resumed$, sent, session, remembered,
    inits: () => inits,
    rotations,
    reloads: () => reloads,
    setInit: (next: InitResponse) => (init = next),
  };
}

describe('app session', () => {
  it('is signed out from the start without a stored session, and stays so after start', async () => {
    const { session, realtime } = setup({ signedIn: false });
    expect(session.status$.getValue()).toBe('signed-out');
    await session.start();
    expect(session.status$.getValue()).toBe('signed-out');
    expect(realtime.published).toEqual([]);
  });

  it('starts a stored session: init, the default tab from the server, the broker login, realtime and /app/open', async () => {
    const { session, shell, states, visible$, sent, remembered } = setup();
    expect(session.status$.getValue()).toBe('starting');
    await session.start();
    visible$.next(true);
    expect(session.status$.getValue()).toBe('signed-in');
    expect(shell.defaultTabIndex$.getValue()).toBe(3);
    expect(session.init$.getValue()?.user_info.uid).toBe(42);
    expect(remembered).toEqual(['broker-password']);
    expect(states.at(-1)).toBe(REALTIME_CONNECTION_STATE.connected);
    expect(sent.map((call) => call.path)).toEqual(['/app/open']);
  });

  it('shows the banned alert and ends up signed out when init answers with a ban', async () => {
    const { session, confirm, store } = setup({
      init: () => {
        store.clear();
        return { kind: 'banned', banned: { reason: 'spam', banned_at: 1, until: null } };
      },
    });
    await session.start();
    expect(session.status$.getValue()).toBe('signed-out');
    expect(confirm.current$.getValue()).toMatchObject({ title: { key: 'session.bannedTitle' }, body: { key: 'session.bannedBody', values: { reason: 'spam' } }, cancelLabel: null });
  });

  it('says until when a ban lapses', async () => {
    const { session, confirm, store } = setup({
      init: () => {
        store.clear();
        return { kind: 'banned', banned: { reason: 'spam', banned_at: 1, until: 5_000 } };
      },
    });
    await session.start();
    expect(confirm.current$.getValue()?.body).toEqual({ key: 'session.bannedUntil', values: { reason: 'spam', until: 5_000 } });
  });

  it('ends the session on the request layer\'s logout (ok 99 or HTTP 401) and closes the realtime channel', async () => {
    const { session, events, states, store } = setup();
    await session.start();
    events.emit({ type: 'logout', reason: 'unauthorized', msg: '', token: store.credentials()?.token ?? null });
    expect(session.status$.getValue()).toBe('signed-out');
    expect(session.init$.getValue()).toBeNull();
    expect(states.at(-1)).toBe(REALTIME_CONNECTION_STATE.disconnected);
  });

  it('leaves no realtime connection when the user signs out while a foreground refresh runs', async () => {
    let calls = 0;
    const ctx = setup({
      init: () => {
        calls += 1;
        // The second init is the resync: the user signs out before its (stale) answer arrives.
        if (calls === 2) ctx.store.clear();
        return { kind: 'signed-in', init: testInit(42) };
      },
    });
    await ctx.session.start();
    ctx.resumed$.next();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ctx.session.status$.getValue()).toBe('signed-out');
    expect(ctx.states.at(-1)).toBe(REALTIME_CONNECTION_STATE.disconnected);
  });

  it('logs out through the logout use case and follows the store to signed out', async () => {
    const { session } = setup();
    await session.start();
    await session.logout();
    expect(session.status$.getValue()).toBe('signed-out');
  });

  it('shows the stop-taking dialog with the server message, and the app\'s own words without one', () => {
    const { events, confirm } = setup();
    events.emit({ type: 'stop-taking', msg: 'Please stop' });
    expect(confirm.current$.getValue()).toMatchObject({ title: { key: 'tips' }, body: { text: 'Please stop' }, cancelLabel: null });
    confirm.answer(confirm.current$.getValue()!.id, true);
    events.emit({ type: 'stop-taking', msg: '' });
    expect(confirm.current$.getValue()?.body).toEqual({ key: 'session.stopTaking' });
  });

  it('reloads only after the 97 message is acknowledged', async () => {
    const { events, confirm, reloads } = setup();
    events.emit({ type: 'reload', msg: 'New version' });
    expect(confirm.current$.getValue()?.body).toEqual({ text: 'New version' });
    expect(reloads()).toBe(0);
    confirm.answer(confirm.current$.getValue()!.id, true);
    await settle();
    expect(reloads()).toBe(1);
  });

  it('shows a success message as a toast and ignores an empty one', () => {
    const { events, toast } = setup();
    events.emit({ type: 'toast', msg: '' });
    expect(toast.toast$.getValue()).toBeNull();
    events.emit({ type: 'toast', msg: 'Saved' });
    expect(toast.toast$.getValue()?.message).toEqual({ text: 'Saved' });
  });

  it('shows a rate-limit refusal as a translated toast with the seconds to wait', () => {
    const { events, toast } = setup();
    events.emit({ type: 'rate-limited', retryAfterSeconds: 12 });
    expect(toast.toast$.getValue()?.message).toEqual({ key: 'session.rateLimited', values: { seconds: 12 } });
  });

  it('closes the realtime session in the background and re-inits and reconnects in the foreground', async () => {
    const { session, visible$, states, sent, inits } = setup();
    await session.start();
    visible$.next(true);
    visible$.next(false);
    expect(states.at(-1)).toBe(REALTIME_CONNECTION_STATE.disconnected);
    visible$.next(true);
    await settle();
    expect(inits()).toBe(2);
    expect(states.at(-1)).toBe(REALTIME_CONNECTION_STATE.connected);
    expect(sent.map((call) => call.path)).toEqual(['/app/open', '/app/close', '/app/open']);
  });

  it('loads init again and reconnects when maintenance is over', async () => {
    const { session, resumed$, realtime, states, inits } = setup();
    await session.start();
    realtime.drop();
    resumed$.next();
    await settle();
    expect(inits()).toBe(2);
    expect(states.at(-1)).toBe(REALTIME_CONNECTION_STATE.connected);
  });

  it('does not follow foreground changes or call /app/open while signed out', async () => {
    const { session, visible$, sent } = setup({ signedIn: false });
    await session.start();
    visible$.next(true);
    visible$.next(false);
    expect(sent).toEqual([]);
  });

  it('shows an alert instruction as a one-button dialog and opens the login prompt for login_layer', () => {
    const { callbacks, confirm, loginPrompt } = setup();
    callbacks.dispatch([{ type: 'alert', title: 'Notice', content: 'Hello', button: 'OK' }, { type: 'login_layer' }]);
    expect(confirm.current$.getValue()).toMatchObject({ title: { text: 'Notice' }, body: { text: 'Hello' }, confirmLabel: { text: 'OK' }, cancelLabel: null });
    expect(loginPrompt.open$.getValue()).toBe(true);
  });

  it('marks a new sign-in as starting until the session has started', async () => {
    const { session, store } = setup({ signedIn: false });
    store.signIn(testGrant(7));
    expect(session.status$.getValue()).toBe('starting');
    await session.start();
    expect(session.status$.getValue()).toBe('signed-in');
  });

  it('re-syncs the tokens at boot and back in the foreground, not right after a sign-in nor on a pull to refresh', async () => {
    const booted = setup();
    await booted.session.start();
    booted.visible$.next(false);
    booted.visible$.next(true);
    await settle();
    await booted.session.refresh();
    expect(booted.rotations).toEqual([true, true, false]);

    const fresh = setup({ signedIn: false });
    fresh.store.signIn(testGrant(7));
    await fresh.session.start();
    fresh.resumed$.next();
    await settle();
    expect(fresh.rotations).toEqual([false, true]);
  });

  it('stays signed in from the cache when init cannot reach the server', async () => {
    const { session, store } = setup({ init: () => ({ kind: 'signed-in', init: null }) });
    await session.start();
    expect(session.status$.getValue()).toBe('signed-in');
    expect(store.loggedIn$.getValue()).toBe(true);
    expect(session.init$.getValue()).toBeNull();
  });
});
