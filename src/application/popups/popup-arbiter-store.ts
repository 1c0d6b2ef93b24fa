import { BehaviorSubject, Subscription, type Observable } from 'rxjs';
import type { LiveState } from '../live-state';
import { mayShowPopup, type PopupKind } from './popup-arbiter';

/** One thing that may want a popup up: its kind and whether it wants to show now. */
export interface PopupSource {
  readonly kind: PopupKind;
  readonly up$: Observable<boolean>;
}

export interface PopupArbiterStore {
  /** The kinds that want to show now (a covering screen is read when asked, in mayShow). */
  readonly wanting$: LiveState<ReadonlySet<PopupKind>>;
  /** A view's own popup (the call banner) is up or gone; `name` tells claims of one kind apart. */
  claim(name: string, kind: PopupKind, up: boolean): void;
  /** Does the arbiter let a popup of `kind` show now? Hosts ask before they show. */
  mayShow(kind: PopupKind): boolean;
  dispose(): void;
}

/**
 * The popups' one arbiter: follows what wants to show (the stores' sources, the views'
 * claims) and answers mayShow by POPUP_PRIORITY. A screen nothing may cover (the call or a
 * payment screen) counts as a call; it is read when asked, as the route has no event here.
 */
export function createPopupArbiterStore(deps: { readonly sources: readonly PopupSource[]; readonly coveringScreenOpen: () => boolean }): PopupArbiterStore {
  const claims = new Map<string, PopupKind>();
  const wantingOf = () => new Set(claims.values());
  const wanting$ = new BehaviorSubject<ReadonlySet<PopupKind>>(wantingOf());
  const claim = (name: string, kind: PopupKind, up: boolean) => {
    if (up === (claims.get(name) === kind)) return;
    if (up) claims.set(name, kind);
    else claims.delete(name);
    wanting$.next(wantingOf());
  };
  const subscriptions = new Subscription();
  deps.sources.forEach((source, index) => subscriptions.add(source.up$.subscribe((up) => claim(`source ${index}`, source.kind, up))));

  return {
    wanting$,
    claim,
    mayShow(kind) {
      const wanting = new Set(wanting$.getValue());
      if (deps.coveringScreenOpen()) wanting.add('call');
      return mayShowPopup(kind, wanting);
    },
    dispose: () => subscriptions.unsubscribe(),
  };
}
