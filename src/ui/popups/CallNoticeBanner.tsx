import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallStore } from '../../application/calls/call-store';
import { CALL_BANNER_AUTO_HANGUP_MS, CALL_TYPE, NOTICE_BANNER_SWIPE_PX } from '../../domain';
import { Button } from '../components/Button';
import { useLiveState } from '../hooks/use-live-state';
import './call-popups.css';

/**
 * The incoming-call banner on game, live and matching screens (001 §2): answer or hang
 * up; it hangs up by itself after 20 s, and a swipe up of more than 25 px hangs up.
 */
export function CallNoticeBanner({ calls, roomId, onClose }: { calls: CallStore; roomId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const view = useLiveState(calls.view$);
  const startY = useRef<number | null>(null);
  const current = view.call.current;
  const ringing = current.kind === 'active' && current.call.roomId === roomId && current.call.phase === 'calling';

  useEffect(() => {
    if (!ringing) {
      onClose();
      return;
    }
    const timer = window.setTimeout(() => calls.hangUp(), CALL_BANNER_AUTO_HANGUP_MS);
    return () => window.clearTimeout(timer);
  }, [ringing, calls, onClose]);

  if (!ringing) return null;
  const voice = current.call.callType === CALL_TYPE.voice;
  return (
    <div
      className="call-banner"
      role="alertdialog"
      data-testid="notice-banner"
      onPointerDown={(event) => (startY.current = event.clientY)}
      onPointerUp={(event) => {
        if (startY.current !== null && startY.current - event.clientY > NOTICE_BANNER_SWIPE_PX) calls.hangUp();
        startY.current = null;
      }}
    >
      <p className="call-banner__text">
        {t('callUi.incoming', { name: current.call.peer.nickname })} · {t(voice ? 'callUi.voice' : 'callUi.video')}
      </p>
      <div className="call-banner__actions">
        <Button variant="danger" size="small" data-testid="call-decline" onClick={() => calls.hangUp()}>
          {t('callUi.hangUp')}
        </Button>
        <Button size="small" data-testid="call-accept" onClick={() => void calls.accept()}>
          {t('callUi.accept')}
        </Button>
      </div>
    </div>
  );
}
