import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { LiveServices } from '../../../application/live/create-live-services';
import { ROUTE_PATHS } from '../../../application/navigation/route-paths';
import { liveAfterSwipe, liveSwipeOf, type LiveSwipe } from '../../../domain/live/live-swipe';
import { IconButton } from '../../components/IconButton';
import { SvgIcon } from '../../components/icons/svg-icon';

export interface LiveSwipeControl {
  /** Whether another room is there to swipe to. */
  readonly possible: boolean;
  readonly go: (swipe: Exclude<LiveSwipe, null>) => void;
  readonly onPointerDown: (event: React.PointerEvent) => void;
  readonly onPointerUp: (event: React.PointerEvent) => void;
}

/**
 * A viewer swipes up for the next live room and down for the previous one (the list's order,
 * as Discover shows it); the room is replaced in the history, so back leaves the live.
 */
export function useLiveSwipe(services: LiveServices, liveId: number | null): LiveSwipeControl {
  const navigate = useNavigate();
  const [ids, setIds] = useState<readonly number[]>([]);
  const start = useRef<{ x: number; y: number } | null>(null);
  useEffect(() => {
    if (liveId === null) return;
    let current = true;
    void services.list().then((listed) => current && listed.ok && setIds(listed.data.list.map((room) => room.live_id)));
    return () => {
      current = false;
    };
  }, [services, liveId]);
  const go = (swipe: Exclude<LiveSwipe, null>) => {
    const target = liveId === null ? null : liveAfterSwipe(ids, liveId, swipe);
    if (target !== null) navigate(`${ROUTE_PATHS.live}?live_id=${target}`, { replace: true });
  };
  return {
    possible: liveId !== null && ids.some((id) => id !== liveId),
    go,
    onPointerDown: (event) => {
      start.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event) => {
      const from = start.current;
      start.current = null;
      const swipe = from === null ? null : liveSwipeOf(event.clientX - from.x, event.clientY - from.y);
      if (swipe !== null) go(swipe);
    },
  };
}

/** The same moves for keyboard and screen-reader users: previous and next live. */
export function LiveSwipeButtons({ control }: { control: LiveSwipeControl }) {
  const { t } = useTranslation();
  if (!control.possible) return null;
  return (
    <div className="live__swipe">
      <IconButton label={t('liveSwipe.previous')} filled data-testid="live-prev" onClick={() => control.go('previous')}>
        <SvgIcon><path d="M6 15l6-6 6 6" /></SvgIcon>
      </IconButton>
      <IconButton label={t('liveSwipe.next')} filled data-testid="live-next" onClick={() => control.go('next')}>
        <SvgIcon><path d="M6 9l6 6 6-6" /></SvgIcon>
      </IconButton>
    </div>
  );
}
