import { filter, interval, Subscription, type Observable, type SchedulerLike } from 'rxjs';
import { TRACK_EVENTS_MAX, trackReportContract, type TrackEvent } from '../contracts/track/report.contract';
import type { HttpPort } from '../ports/http.port';

/** Ours: page views are sent in one /track/report at most this often (and when the app goes to the background). */
export const TRACK_FLUSH_MS = 30_000;
/** The category of the app's own page-view events. */
export const PAGE_VIEW_CATEGORY = 'page';

export interface TrackPageViewsDeps {
  readonly http: HttpPort;
  /** The route after each change (the hash without its query). */
  readonly routes$: Observable<string>;
  readonly visible$: Observable<boolean>;
  /** Only a signed-in user's views are reported (the request needs a session to say whose). */
  readonly signedIn: () => boolean;
  readonly scheduler: SchedulerLike;
}

/**
 * Product analytics (000 §7 /track/report: events of category_id, name, params): each page
 * the user opens is a `page` event named by its route (no query: it may hold ids), batched
 * — sent every TRACK_FLUSH_MS, when TRACK_EVENTS_MAX are waiting, and when the app goes to
 * the background. Best effort: a failed report is dropped, never retried or shown.
 */
export function trackPageViews(deps: TrackPageViewsDeps): Subscription {
  let waiting: TrackEvent[] = [];
  const flush = () => {
    if (waiting.length === 0) return;
    const events = waiting;
    waiting = [];
    void deps.http.request(trackReportContract, { events });
  };
  const subscription = new Subscription();
  subscription.add(
    deps.routes$.subscribe((route) => {
      if (!deps.signedIn()) return;
      waiting.push({ category_id: PAGE_VIEW_CATEGORY, name: route });
      if (waiting.length >= TRACK_EVENTS_MAX) flush();
    }),
  );
  subscription.add(interval(TRACK_FLUSH_MS, deps.scheduler).subscribe(flush));
  subscription.add(deps.visible$.pipe(filter((visible) => !visible)).subscribe(flush));
  return subscription;
}
