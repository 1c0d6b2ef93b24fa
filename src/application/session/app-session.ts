import { BehaviorSubject, distinctUntilChanged, skip, Subscription, type Observable } from 'rxjs';
import type { CallbackDispatcher } from '../callbacks/dispatch-callbacks';
import type { InitResponse, SocketInfo } from '../contracts/profile/init.contract';
import type { BannedInfo } from '../contracts/user/banned-info';
import type { ForegroundLifecycle } from '../lifecycle/foreground-lifecycle';
import type { CredentialsSource, RealtimePort } from '../ports/realtime.port';
import type { SessionEvent, SessionEvents } from '../session-events';
import type { InitSessionOutcome } from './init-session';
import { ownAccountUpdates } from './own-account-updates';
import type { SessionStore } from './session-store';
import type { ConfirmStore } from '../notices/confirm-store';
import type { LiveState } from '../live-state';
import type { LoginPromptStore } from '../notices/login-prompt-store';
import type { MessageRef } from '../notices/message-ref';
import type { ShellStore } from '../navigation/shell-store';
import { RATE_LIMITED_TOAST_KEY } from '../notices/rate-limited-toast';
import type { ToastStore } from '../notices/toast-store';

/** 'starting' while a stored session is being checked with the server (the views wait). */
export type SessionStatus = 'starting' | 'signed-out' | 'signed-in';

export interface AppSessionDeps {
  readonly store: SessionStore;
  /** The session's start use case (initSession), rotating the tokens first when asked. */
  readonly initSession: (rotateTokens: boolean) => Promise<InitSessionOutcome>;
  /** The logout use case (/user/logout, then the store is cleared). */
  readonly logout: () => Promise<void>;
  /** The request layer's events; the store is cleared on `logout` by signOutOnSessionEnd, bound elsewhere. */
  readonly events: SessionEvents;
  readonly callbacks: CallbackDispatcher;
  readonly realtime: RealtimePort;
  readonly shell: ShellStore;
  readonly confirm: ConfirmStore;
  readonly toast: ToastStore;
  readonly loginPrompt: LoginPromptStore;
  /** Follows foreground and background for one session (/app/open, /app/close and their signals). */
  readonly createForeground: () => ForegroundLifecycle;
  /** Maintenance ended (MaintenanceStore.resumed$). */
  readonly resumed$: Observable<void>;
  /** The broker login source; `remember` takes the socket_info of each init so a connect costs no extra call. */
  readonly realtimeCredentials: { readonly source: CredentialsSource; remember(socket: SocketInfo): void };
  /** Reloads the app (result code 97). */
  readonly reload: () => void;
}

/**
 * The signed-in life of the app (000 §4, §8), bound to the session use cases:
 * - start: /profile/init (default tab, Me, ban), the realtime channel with socket_info, and
 *   the foreground follower (/app/open now, /app/close in the background);
 * - background: the realtime session closes; foreground: a fresh init, then it reconnects;
 * - maintenance over: the same fresh init and reconnect;
 * - the request layer's events: stop-taking dialog, message then reload, toasts, and the
 *   end of the session on 99/401 (the store is cleared; every view follows `status$`);
 * - callback instructions the shell owns: `alert` and `login_layer`;
 * - a type-7 update about the user's own account (free call minutes, VIP, counts, …): a fresh init.
 */
export interface AppSession {
  readonly status$: LiveState<SessionStatus>;
  /** The latest /profile/init answer of this session; null before it arrives or when it failed. */
  readonly init$: LiveState<InitResponse | null>;
  /** Starts (or resumes) the signed-in session: at boot and after every sign-in. */
  start(): Promise<void>;
  /** Loads /profile/init again (pull-to-refresh, an update of one's own account); the tokens are kept. */
  refresh(): Promise<void>;
  logout(): Promise<void>;
  dispose(): void;
}

export function createAppSession(deps: AppSessionDeps): AppSession {
  const { store, realtime, confirm } = deps;
  const status$ = new BehaviorSubject<SessionStatus>(store.loggedIn$.getValue() ? 'starting' : 'signed-out');
  const init$ = new BehaviorSubject<InitResponse | null>(null);
  /** The current session's foreground follower; null while signed out. */
  let foreground: { readonly lifecycle: ForegroundLifecycle; readonly signals: Subscription } | null = null;
  let realtimeRunning = false;
  /** Bumped at every sign-out: an init or resync that began before it must not report signed in or reconnect. */
  let generation = 0;
  /**
   * True from a sign-in in this app until its start: the tokens were issued a moment ago, so
   * the start does not trade them again (a wasted write per sign-in). A stored session found
   * at boot is traded, as on every return to the foreground (000 §4 "re-syncs tokens").
   */
  let tokensJustIssued = false;
  const subscriptions = new Subscription();

  const notice = (body: MessageRef, title?: MessageRef): Promise<boolean> =>
    confirm.ask({ ...(title === undefined ? {} : { title }), body, confirmLabel: { key: 'common.gotIt' }, cancelLabel: null });

  const showBanned = (banned: BannedInfo): Promise<boolean> =>
    notice(
      banned.until === null
        ? { key: 'session.bannedBody', values: { reason: banned.reason } }
        : { key: 'session.bannedUntil', values: { reason: banned.reason, until: banned.until } },
      { key: 'session.bannedTitle' },
    );

  async function loadInit(rotateTokens: boolean): Promise<void> {
    const began = generation;
    const outcome = await deps.initSession(rotateTokens);
    // A ban signs out inside initSession itself, so it is shown whatever the generation.
    if (outcome.kind === 'banned') {
      void showBanned(outcome.banned);
      return;
    }
    if (began !== generation) return;
    if (outcome.kind === 'signed-out') {
      status$.next('signed-out');
      return;
    }
    if (outcome.init !== null) {
      deps.realtimeCredentials.remember(outcome.init.socket_info);
      init$.next(outcome.init);
      deps.shell.setDefaultTabIndex(outcome.init.config.default_tab);
    }
    status$.next('signed-in');
  }

  const connectRealtime = (): void => {
    if (realtimeRunning) return realtime.reconnectNow();
    realtimeRunning = true;
    realtime.start(deps.realtimeCredentials.source);
  };

  const disconnectRealtime = (): void => {
    realtimeRunning = false;
    void realtime.stop();
  };

  /** Back to the foreground, or maintenance over: tokens re-synced, a fresh init, then the channel. */
  async function resync(): Promise<void> {
    const began = generation;
    if (store.loggedIn$.getValue()) await loadInit(true);
    if (began === generation && status$.getValue() === 'signed-in') connectRealtime();
  }

  function followForeground(): void {
    if (foreground !== null) return;
    const lifecycle = deps.createForeground();
    const signals = lifecycle.signals$.subscribe((signal) => {
      if (signal === 'stop-session') disconnectRealtime();
      else if (signal === 'resync') void resync();
    });
    foreground = { lifecycle, signals };
  }

  async function start(): Promise<void> {
    if (!store.loggedIn$.getValue()) {
      status$.next('signed-out');
      return;
    }
    const began = generation;
    const rotateTokens = !tokensJustIssued;
    tokensJustIssued = false;
    await loadInit(rotateTokens);
    if (began !== generation || status$.getValue() !== 'signed-in') return;
    connectRealtime();
    followForeground();
  }

  async function refresh(): Promise<void> {
    if (store.loggedIn$.getValue()) await loadInit(false);
  }

  function teardown(): void {
    generation += 1;
    tokensJustIssued = false;
    foreground?.signals.unsubscribe();
    foreground?.lifecycle.dispose();
    foreground = null;
    init$.next(null);
    status$.next('signed-out');
    disconnectRealtime();
  }

  function onSessionEvent(event: SessionEvent): void {
    switch (event.type) {
      case 'stop-taking':
        void notice(event.msg === '' ? { key: 'session.stopTaking' } : { text: event.msg }, { key: 'tips' });
        return;
      case 'reload':
        void notice(event.msg === '' ? { key: 'session.reload' } : { text: event.msg }).then(() => deps.reload());
        return;
      case 'toast':
        if (event.msg !== '') deps.toast.show({ text: event.msg });
        return;
      case 'rate-limited':
        deps.toast.show({ key: RATE_LIMITED_TOAST_KEY, values: { seconds: event.retryAfterSeconds } });
        return;
      case 'logout':
        // signOutOnSessionEnd clears the store; the teardown follows loggedIn$.
        return;
    }
  }

  subscriptions.add(deps.events.events$.subscribe(onSessionEvent));
  subscriptions.add(
    store.loggedIn$.pipe(distinctUntilChanged(), skip(1)).subscribe((loggedIn) => {
      if (loggedIn) {
        tokensJustIssued = true;
        status$.next('starting');
      } else teardown();
    }),
  );
  subscriptions.add(
    ownAccountUpdates(realtime.messages$, () => store.uid$.getValue()).subscribe(() => {
      if (status$.getValue() === 'signed-in') void refresh();
    }),
  );
  subscriptions.add(
    deps.resumed$.subscribe(() => {
      if (status$.getValue() !== 'signed-out') void resync();
    }),
  );
  subscriptions.add(
    deps.callbacks.instructions$.subscribe((instruction) => {
      if (instruction.type === 'alert') {
        void confirm.ask({
          ...(instruction.title === undefined ? {} : { title: { text: instruction.title } }),
          body: { text: instruction.content },
          confirmLabel: instruction.button === undefined ? { key: 'common.gotIt' } : { text: instruction.button },
          cancelLabel: null,
        });
      } else if (instruction.type === 'login_layer') {
        deps.loginPrompt.open();
      }
    }),
  );

  return {
    status$,
    init$,
    start,
    refresh,
    logout: deps.logout,
    dispose() {
      subscriptions.unsubscribe();
      teardown();
    },
  };
}
