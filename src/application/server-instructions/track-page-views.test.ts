import { Subject, VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { Contract } from '../contracts/define-contract';
import { TRACK_EVENTS_MAX } from '../contracts/track/report.contract';
import type { HttpPort } from '../ports/http.port';
import { PAGE_VIEW_CATEGORY, TRACK_FLUSH_MS, trackPageViews } from './track-page-views';

function setUp(signedIn = true) {
  const reports: unknown[] = [];
  const http = { request: async (_c: Contract, payload: { events: unknown[] }) => (reports.push(payload.events), { ok: true, code: 1, msg: '', data: {} }) } as unknown as HttpPort;
  const routes$ = new Subject<string>();
  const visible$ = new Subject<boolean>();
  const scheduler = new VirtualTimeScheduler();
  trackPageViews({ http, routes$, visible$, signedIn: () => signedIn, scheduler });
  return { reports, routes$, visible$, scheduler };
}

describe('page views for /track/report', () => {
  it('sends the views of a period in one report, and nothing when none came', () => {
    const { reports, routes$, scheduler } = setUp();
    routes$.next('/pages/me/index');
    routes$.next('/pagesPub/balance/coins');
    scheduler.maxFrames = TRACK_FLUSH_MS * 2;
    scheduler.flush();
    expect(reports).toEqual([[{ category_id: PAGE_VIEW_CATEGORY, name: '/pages/me/index' }, { category_id: PAGE_VIEW_CATEGORY, name: '/pagesPub/balance/coins' }]]);
  });

  it('sends at once when the app goes to the background or a report is full', () => {
    const { reports, routes$, visible$ } = setUp();
    routes$.next('/pages/me/index');
    visible$.next(false);
    expect(reports).toHaveLength(1);
    for (let i = 0; i < TRACK_EVENTS_MAX; i++) routes$.next(`/r/${i}`);
    expect(reports).toHaveLength(2);
    expect(reports[1]).toHaveLength(TRACK_EVENTS_MAX);
  });

  it('reports nothing for someone signed out', () => {
    const { reports, routes$, visible$ } = setUp(false);
    routes$.next('/pages/login/index');
    visible$.next(false);
    expect(reports).toEqual([]);
  });
});
