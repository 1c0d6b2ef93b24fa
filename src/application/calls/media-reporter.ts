import { combineLatest, distinctUntilChanged, exhaustMap, map, switchMap, timer, type SchedulerLike, type Subscription } from 'rxjs';
import { callMediaReportContract } from '../contracts/fair-billing/media-report.contract';
import type { HttpPort } from '../ports/http.port';
import type { CallMediaSession, MediaPhase, MediaQuality } from '../ports/media.port';
import { MEDIA_REPORT_INTERVAL_MS, type MediaState } from '../../domain';

/** What this side's media says for billing (issue #19); null before the media first came up and after it closed. */
export function mediaStateOf(phase: MediaPhase, quality: MediaQuality): MediaState | null {
  if (phase === 'connected') return quality === 'frozen' ? 'frozen' : 'connected';
  if (phase === 'reconnecting' || phase === 'failed') return 'reconnecting';
  return null;
}

/**
 * Billing follows the media (ADR 0014): while the call's media is up or recovering, tells
 * the server its state at once on each change and every MEDIA_REPORT_INTERVAL_MS (the
 * server counts a silent party as down); hands over whether the server's meter stands
 * still. A report that fails (this side offline) changes nothing shown.
 */
export function reportMedia(http: HttpPort, scheduler: SchedulerLike, roomId: number, media: CallMediaSession, onPaused: (paused: boolean) => void): Subscription {
  return combineLatest([media.phase$, media.quality$])
    .pipe(
      map(([phase, quality]) => mediaStateOf(phase, quality)),
      distinctUntilChanged(),
      switchMap((state) => (state === null ? [] : timer(0, MEDIA_REPORT_INTERVAL_MS, scheduler).pipe(map(() => state)))),
      exhaustMap((state) => http.request(callMediaReportContract, { room_id: roomId, state })),
    )
    .subscribe((result) => {
      if (result.ok) onPaused(result.data.billing_paused);
    });
}
