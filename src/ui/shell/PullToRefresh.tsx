import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../components/IconButton';
import { RefreshIcon } from '../components/icons/nav-icons';
import { Spinner } from '../components/Spinner';

/** Distance the content must be pulled down to refresh; the pull is damped by RESISTANCE. */
const PULL_THRESHOLD_PX = 64;
const RESISTANCE = 0.5;
const MAX_PULL_PX = 110;

type Phase = 'idle' | 'pulling' | 'armed' | 'refreshing';

export interface PullToRefreshProps {
  onRefresh: () => Promise<void>;
  children: ReactNode;
  className?: string;
}

/**
 * A scrolling page body that refreshes when pulled down from the top (Me, user home,
 * coins, blocked list — spec 000 §2, 001 §2). Keyboard and screen-reader users get a
 * refresh button that appears on focus.
 */
export function PullToRefresh({ onRefresh, children, className }: PullToRefreshProps) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLElement>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [offset, setOffset] = useState(0);
  const busy = useRef(false);

  const refresh = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setPhase('refreshing');
    setOffset(PULL_THRESHOLD_PX * 0.75);
    try {
      await onRefresh();
    } finally {
      busy.current = false;
      setPhase('idle');
      setOffset(0);
    }
  }, [onRefresh]);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return undefined;
    let startY: number | null = null;
    let pulled = 0;

    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      startY = element.scrollTop <= 0 && !busy.current && touch ? touch.clientY : null;
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (startY === null || !touch) return;
      pulled = Math.min(MAX_PULL_PX, Math.max(0, (touch.clientY - startY) * RESISTANCE));
      if (pulled <= 0) return;
      setOffset(pulled);
      setPhase(pulled >= PULL_THRESHOLD_PX * RESISTANCE * 2 ? 'armed' : 'pulling');
    };
    const onEnd = () => {
      if (startY === null) return;
      startY = null;
      if (pulled >= PULL_THRESHOLD_PX * RESISTANCE * 2) void refresh();
      else {
        setPhase('idle');
        setOffset(0);
      }
      pulled = 0;
    };
    element.addEventListener('touchstart', onStart, { passive: true });
    element.addEventListener('touchmove', onMove, { passive: true });
    element.addEventListener('touchend', onEnd);
    element.addEventListener('touchcancel', onEnd);
    return () => {
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchmove', onMove);
      element.removeEventListener('touchend', onEnd);
      element.removeEventListener('touchcancel', onEnd);
    };
  }, [refresh]);

  const label =
    phase === 'refreshing' ? t('common.refreshing') : phase === 'armed' ? t('common.releaseToRefresh') : t('common.pullToRefresh');
  const classes = ['page-body', 'page-body--bottom-safe', 'pull-refresh', phase === 'pulling' || phase === 'armed' ? 'pull-refresh--pulling' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <main ref={scroller} className={classes} aria-busy={phase === 'refreshing'}>
      <div className="pull-refresh__indicator" aria-hidden={phase === 'idle'} style={{ opacity: offset > 0 ? 1 : 0 }}>
        {phase === 'refreshing' ? <Spinner small /> : <RefreshIcon small style={{ transform: `rotate(${offset * 3}deg)` }} />}
        <span role={phase === 'refreshing' ? 'status' : undefined}>{label}</span>
      </div>
      <IconButton label={t('common.refresh')} className="pull-refresh__button" filled onClick={() => void refresh()}>
        <RefreshIcon small />
      </IconButton>
      <div className="pull-refresh__content" style={{ transform: offset ? `translateY(${offset}px)` : undefined }}>
        {children}
      </div>
    </main>
  );
}
