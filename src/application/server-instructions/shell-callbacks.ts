import { Subject, type Observable, type Subscription } from 'rxjs';
import type { CallbackInstruction } from '../contracts/callback-instruction';

/** What the shell is asked to do by an `open` or `close` instruction; the views' host carries it out. */
export type ShellRequest =
  /** An app route, e.g. `/pages/balance` (given as `#/pages/balance` or `/pages/balance`). */
  | { readonly kind: 'route'; readonly path: string }
  /** A web address outside the app, opened beside it. */
  | { readonly kind: 'external'; readonly url: string }
  /** Close the page the user is on (back to the one before). */
  | { readonly kind: 'close' };

/**
 * The named application events an `event` instruction may raise (ours: the spec names the
 * instruction, not its events). Each names data the server changed, which the app reloads.
 */
export const APP_EVENT = { profile: 'profile_changed', balance: 'balance_changed' } as const;

export interface ShellCallbacksDeps {
  readonly instructions$: Observable<CallbackInstruction>;
  /** Reloads /profile/init (Me, VIP, free minutes, counts). */
  readonly refreshProfile: () => void;
  /** Reloads the coin balance. */
  readonly refreshBalance: () => void;
}

export interface ShellCallbacks {
  readonly requests$: Observable<ShellRequest>;
  /** Every `event` instruction by name, known or not, for a feature that listens for its own. */
  readonly events$: Observable<{ readonly name: string; readonly params: Readonly<Record<string, unknown>> }>;
  dispose(): void;
}

const SAFE_EXTERNAL = /^https?:\/\//i;

/** The request an `open` url stands for; null for anything else (a `javascript:` url is never opened). */
export function shellRequestOf(url: string): ShellRequest | null {
  const trimmed = url.trim();
  if (trimmed.startsWith('#/')) return { kind: 'route', path: trimmed.slice(1) };
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return { kind: 'route', path: trimmed };
  if (SAFE_EXTERNAL.test(trimmed)) return { kind: 'external', url: trimmed };
  return null;
}

/**
 * The instructions the shell owns beside `alert` and `login_layer` (000 §7): `open` opens
 * an app route or a web page, `close` closes the current page, `event` raises a named
 * application event (profile or balance changed: reloaded at once). They arrive in
 * responses and on the realtime channel (type 6) alike, through the one dispatcher.
 */
export function followShellCallbacks(deps: ShellCallbacksDeps): ShellCallbacks {
  const requests$ = new Subject<ShellRequest>();
  const events$ = new Subject<{ readonly name: string; readonly params: Readonly<Record<string, unknown>> }>();
  const subscription: Subscription = deps.instructions$.subscribe((instruction) => {
    switch (instruction.type) {
      case 'open': {
        const request = shellRequestOf(instruction.url);
        if (request !== null) requests$.next(request);
        return;
      }
      case 'close':
        requests$.next({ kind: 'close' });
        return;
      case 'event':
        if (instruction.name === APP_EVENT.profile) deps.refreshProfile();
        if (instruction.name === APP_EVENT.balance) deps.refreshBalance();
        events$.next({ name: instruction.name, params: instruction.params ?? {} });
        return;
      default:
        return;
    }
  });
  return { requests$: requests$.asObservable(), events$: events$.asObservable(), dispose: () => subscription.unsubscribe() };
}
