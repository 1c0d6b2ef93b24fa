import { BehaviorSubject, VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { MEDIA_REPORT_INTERVAL_MS } from '../../domain';
import type { CallMediaSession, MediaPhase, MediaQuality } from '../ports/media.port';
import { createScriptedHttp } from '../session/session-test-kit';
import { mediaStateOf, reportMedia } from './media-reporter';

describe('media reports for fair billing (issue #19)', () => {
  it('maps the media to what the server is told', () => {
    expect(mediaStateOf('connected', 'good')).toBe('connected');
    expect(mediaStateOf('connected', 'poor')).toBe('connected');
    expect(mediaStateOf('connected', 'frozen')).toBe('frozen');
    expect(mediaStateOf('reconnecting', 'good')).toBe('reconnecting');
    expect(mediaStateOf('negotiating', 'good')).toBeNull();
  });

  it('reports at once on a change and every interval, and hands over the meter', async () => {
    const phase$ = new BehaviorSubject<MediaPhase>('negotiating');
    const quality$ = new BehaviorSubject<MediaQuality>('good');
    const { http, sent } = createScriptedHttp({ '/call/media-report': (p) => ({ data: { billing_paused: p.state !== 'connected' } }) });
    const scheduler = new VirtualTimeScheduler(undefined, 0);
    const paused: boolean[] = [];
    const settle = async (until: number) => {
      scheduler.maxFrames = until;
      scheduler.flush();
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    const sub = reportMedia(http, scheduler, 9, { phase$, quality$ } as unknown as CallMediaSession, (p) => paused.push(p));
    await settle(0);
    expect(sent).toHaveLength(0);
    phase$.next('connected');
    await settle(0);
    await settle(MEDIA_REPORT_INTERVAL_MS);
    quality$.next('frozen');
    await settle(MEDIA_REPORT_INTERVAL_MS);
    sub.unsubscribe();
    expect(sent.map((s) => s.payload.state)).toEqual(['connected', 'connected', 'frozen']);
    expect(paused).toEqual([false, false, true]);
  });
});
