import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CALLS } from '../../../application/calls/calls.tokens';
import { useService } from '../../app-services';
import type { CallStore, CallView } from '../../../application/calls/call-store';
import { CALL_ROOM_TYPE, CALL_TYPE, isDemoHost, limitEndsCallWithinMinute } from '../../../domain';
import type { PeerProfiles } from '../../../application/calls/peer-profiles';
import { Button } from '../../components/Button';
import { DemoBadge } from '../../components/DemoBadge';
import { Spinner } from '../../components/Spinner';
import { useLiveState } from '../../hooks/use-live-state';
import type { TranslationKey } from '../../i18n/translation-key';
import { useGoBack } from '../../shell/use-go-back';
import { MEDIA_ERROR_KEY } from './call-texts';
import { FollowHeart, MatchFollowButton } from './MatchFollow';
import { CallReport } from './CallReport';
import { StreamVideo } from './StreamVideo';
import { formatCallTime, useElapsedSeconds } from './use-elapsed';
import { ROUTE_PATHS } from '../../../application/navigation/route-paths';
import { ChatPopup } from '../message/ChatPopup';
import './video-call.css';

type Stage = 'calling' | 'incoming' | 'connecting' | 'connected' | 'reconnecting' | 'ended' | 'idle';

function stageOf(view: CallView): Stage {
  const { current } = view.call;
  if (current.kind === 'waiting') return 'calling';
  if (current.kind !== 'active') return view.endText !== null ? 'ended' : 'idle';
  const { phase, direction } = current.call;
  if (phase === 'calling') return direction === 'incoming' ? 'incoming' : 'calling';
  if (phase === 'connecting') return 'connecting';
  return view.media === 'reconnecting' ? 'reconnecting' : 'connected';
}

const STAGE_TEXT: Partial<Record<Stage, TranslationKey>> = {
  calling: 'call.calling',
  incoming: 'callUi.title',
  connecting: 'call.connecting',
  reconnecting: 'callUi.reconnecting',
};

/** /pages/video-call/index: the one call screen, from ringing to the end notice. */
export function VideoCallPage() {
  const services = useService(CALLS);
  return services === null ? <Spinner /> : <CallScreen calls={services.calls} peers={services.peers} />;
}

function CallScreen({ calls, peers }: { calls: CallStore; peers: PeerProfiles }) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const navigate = useNavigate();
  const view = useLiveState(calls.view$);
  const stage = stageOf(view);
  const seconds = useElapsedSeconds(stage === 'connected' || stage === 'reconnecting' ? view.connectedAt : null);
  const current = view.call.current;
  const voice = (current.kind === 'active' ? current.call.callType : current.kind === 'waiting' ? current.callType : CALL_TYPE.video) === CALL_TYPE.voice;

  useEffect(() => {
    calls.setScreen('call');
    return () => calls.setScreen('other');
  }, [calls]);

  // A call that talked goes on to its summary (the call-end page dismisses the notice); one that never connected just closes.
  const close = () => {
    if (view.connectedAt !== null) {
      navigate(ROUTE_PATHS.callEnd, { replace: true });
      return;
    }
    calls.dismissEnd();
    goBack();
  };
  const statusKey = STAGE_TEXT[stage];
  const name = view.peer?.nickname ?? '';
  // Chatting during a call (the bottom-sheet chat popup, 001 §2) keeps the call on screen under it.
  const [chatting, setChatting] = useState(false);
  const peerUid = view.peer?.uid ?? null;
  const canChat = peerUid !== null && (stage === 'connected' || stage === 'reconnecting');
  const screen = useRef<HTMLDivElement>(null);
  const roomId = current.kind === 'active' ? Number(current.call.roomId) : null;
  const matchRoom = current.kind === 'active' && current.call.roomType === CALL_ROOM_TYPE.match ? Number(current.call.roomId) : null;

  return (
    <div className="call-screen" data-testid="call-screen" data-stage={stage} ref={screen}>
      {voice ? null : <StreamVideo stream={view.remote} testId="remote-video" className="call-screen__remote" />}
      {voice ? null : <StreamVideo stream={view.local} local testId="local-video" className="call-screen__local" />}
      <div className="call-screen__top">
        <h1 className="call-screen__name">
          {name === '' ? t('pages.videoCall') : name} <DemoBadge user={view.peer} />
        </h1>
        {statusKey === undefined ? null : (
          <p className="call-screen__status" data-testid="call-status">
            {stage === 'incoming' ? t(voice ? 'callUi.incomingVoice' : 'callUi.incomingVideo') : t(statusKey)}
          </p>
        )}
        {stage === 'connected' || stage === 'reconnecting' ? (
          <p className="call-screen__timer" data-testid="call-timer">
            {formatCallTime(seconds)}
          </p>
        ) : null}
        {matchRoom !== null && peerUid !== null && stage === 'connected' && !isDemoHost(view.peer) ? <MatchFollowButton peers={peers} peerUid={peerUid} roomId={matchRoom} /> : null}
        {roomId !== null && peerUid !== null && stage === 'connected' ? (
          <CallReport peerUid={peerUid} name={name} roomId={roomId} remoteVideo={() => screen.current?.querySelector<HTMLVideoElement>('video.call-screen__remote') ?? null} />
        ) : null}
        {view.pricePerMin > 0 && stage !== 'ended' ? <p className="call-screen__price">{t('callUi.perMinute', { coins: view.pricePerMin })}</p> : null}
        {/* The server's meter stands still while the media is down (issue #19): the hint says so, not only that it is weak. */}
        {(stage === 'connected' || stage === 'reconnecting') && view.billingPaused ? (
          <p className="call-quality" role="status" data-testid="billing-paused">
            {t('fairBilling.paused')}
          </p>
        ) : stage === 'connected' && view.quality !== 'good' ? (
          <p className="call-quality" role="status" data-testid="call-quality">
            {t('callScreens.weakNetwork')}
          </p>
        ) : null}
        {stage === 'connected' && limitEndsCallWithinMinute(view.limitLeft, view.pricePerMin) ? (
          <p className="call-quality" role="status" data-testid="spend-limit-warning">
            {t('spending.limitWarning')}
          </p>
        ) : null}
        {view.mediaError === null ? null : (
          <p className="call-screen__error" role="alert">
            {t(MEDIA_ERROR_KEY[view.mediaError])}
          </p>
        )}
      </div>
      {/* Where the other side's video would be: a demo host sends none, and the call costs nothing. */}
      {isDemoHost(view.peer) && stage !== 'ended' ? (
        <p className="call-screen__demo-note" data-testid="call-demo-note">
          {t('demo.callNote')}
        </p>
      ) : null}
      {stage === 'ended' && view.endText !== null ? (
        <div className="call-screen__end">
          <p data-testid="call-end-reason">{t(view.endText.key, view.endText.params ?? {})}</p>
          <Button data-testid="call-end-close" onClick={close}>{t('callUi.close')}</Button>
        </div>
      ) : null}
      {stage === 'idle' ? (
        <div className="call-screen__end">
          <Button onClick={goBack}>{t('callUi.close')}</Button>
        </div>
      ) : null}
      {view.followHearts > 0 && stage !== 'ended' ? <FollowHeart key={view.followHearts} count={view.followHearts} name={name} /> : null}
      <CallControls calls={calls} view={view} stage={stage} voice={voice} onChat={canChat ? () => setChatting(true) : null} />
      <ChatPopup open={chatting && canChat} peerUid={peerUid} onClose={() => setChatting(false)} />
    </div>
  );
}

function CallControls({ calls, view, stage, voice, onChat }: { calls: CallStore; view: CallView; stage: Stage; voice: boolean; onChat: (() => void) | null }) {
  const { t } = useTranslation();
  if (stage === 'ended' || stage === 'idle') return null;
  if (stage === 'incoming') {
    return (
      <div className="call-screen__controls">
        <Button variant="danger" data-testid="call-decline" onClick={() => calls.hangUp()}>
          {t('callUi.decline')}
        </Button>
        <Button data-testid="call-accept" onClick={() => void calls.accept()}>
          {t('callUi.accept')}
        </Button>
      </div>
    );
  }
  return (
    <div className="call-screen__controls">
      <Button variant="secondary" data-testid="call-mute" aria-pressed={!view.microphoneOn} onClick={() => calls.setMicrophone(!view.microphoneOn)}>
        {t('callUi.mute')}
      </Button>
      {voice ? null : (
        <Button variant="secondary" data-testid="call-camera" aria-pressed={!view.cameraOn} onClick={() => calls.setCamera(!view.cameraOn)}>
          {t('callUi.camera')}
        </Button>
      )}
      {voice ? null : (
        <Button variant="secondary" data-testid="call-switch" onClick={() => void calls.switchCamera()}>
          {t('callUi.switchCamera')}
        </Button>
      )}
      <Button variant="secondary" data-testid="call-speaker">
        {t('callUi.speaker')}
      </Button>
      {onChat === null ? null : (
        <Button variant="secondary" data-testid="call-chat" onClick={onChat}>
          {t('callUi.message')}
        </Button>
      )}
      <Button variant="danger" data-testid="call-hangup" onClick={() => calls.hangUp()}>
        {t('callUi.hangUp')}
      </Button>
    </div>
  );
}
