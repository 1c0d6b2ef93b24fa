import { BehaviorSubject } from 'rxjs';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { LiveRoomSession, LiveServices } from '../../../application/live/create-live-services';
import type { LiveLine } from '../../../application/live/live-room-state';
import { LIVE } from '../../../application/live/live.tokens';
import { CALLS } from '../../../application/calls/calls.tokens';
import { CALL_TYPE } from '../../../domain';
import { ROUTE_PATHS } from '../../../application/navigation/route-paths';
import { LIVE_CHAT_MAX_CHARS } from '../../../application/contracts/live/chat.contract';
import { LIVE_TITLE_MAX_CHARS } from '../../../application/contracts/live/start.contract';
import { SESSION_STORE } from '../../../application/session/session.tokens';
import { useService } from '../../app-services';
import { Button } from '../../components/Button';
import { DemoBadge } from '../../components/DemoBadge';
import { EmptyState } from '../../components/EmptyState';
import { Spinner } from '../../components/Spinner';
import { useLiveState } from '../../hooks/use-live-state';
import { useQuery } from '../../hooks/use-query';
import { PageBody, PageShell } from '../../shell/PageShell';
import { GiftAnimationOverlay } from '../chat/gifts/GiftAnimationOverlay';
import { GiftSheet } from '../chat/gifts/GiftSheet';
import { StreamVideo } from '../video-call/StreamVideo';
import { LiveNoticeText } from './LiveNoticeText';
import { LiveSwipeButtons, useLiveSwipe, type LiveSwipeControl } from './LiveSwipe';
import './live.css';

/**
 * /pagesLive/index: a live room. `?live_id=N` watches room N; `?host=1` is the host's
 * preview, then its room once live. Swipe-back is off here (001 §2).
 */
export function LiveRoomPage() {
  const services = useService(LIVE);
  const query = useQuery();
  const liveId = Number(query.get('live_id') ?? '');
  const asHost = query.get('host') === '1';
  if (services === null) return <Spinner />;
  if (!asHost && !(liveId > 0)) return <LiveMissing />;
  return <LiveRoom key={asHost ? 'host' : liveId} services={services} liveId={asHost ? null : liveId} />;
}

function LiveMissing() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('pages.live')} swipeBack={false}>
      <PageBody padded>
        <EmptyState title={t('live.missing')} />
      </PageBody>
    </PageShell>
  );
}

function LiveRoom({ services, liveId }: { services: LiveServices; liveId: number | null }) {
  const session = useMemo(() => services.open(liveId === null ? { kind: 'host' } : { kind: 'viewer', liveId }), [services, liveId]);
  useEffect(() => () => session.close(), [session]);
  const swipe = useLiveSwipe(services, liveId);
  return <LiveRoomView session={session} swipe={swipe} />;
}

function LiveRoomView({ session, swipe }: { session: LiveRoomSession; swipe: LiveSwipeControl }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = useLiveState(session.state$);
  const stream = useLiveState(session.media.stream$);
  const phase = useLiveState(session.media.phase$);
  const mediaError = useLiveState(session.media.error$);
  const selfUid = useLiveState(useService(SESSION_STORE)?.uid$ ?? NO_UID);
  const isHost = state.role === 'host';
  const [giftsOpen, setGiftsOpen] = useState(false);
  const [playedGift, setPlayedGift] = useState<string | null>(null);

  const calls = useService(CALLS)?.calls ?? null;
  // On the live screen an incoming call shows the call banner, not the call screen (000 §4);
  // a call the host answers here is a private call from this live (/call/live-answer).
  const hostedLive = isHost && state.stage === 'live' ? (state.room?.live_id ?? null) : null;
  useEffect(() => {
    if (calls === null) return;
    calls.setScreen('live');
    calls.setHostedLive(hostedLive);
    return () => {
      calls.setScreen('other');
      calls.setHostedLive(null);
    };
  }, [calls, hostedLive]);
  const askPrivateCall = () => {
    const room = state.room;
    if (calls === null || room === null) return;
    const peer = {
      uid: room.host_uid, nickname: room.nickname, avatar: room.avatar, small_avatar: room.avatar, is_vip: 0, is_auth: 0, auth_status: 0, level: 0,
      age: null, country_code: '', country_flag: '', hide_profile: 0, hide_vip: 0, hide_level: 0, is_demo: room.is_demo,
    } as const;
    void calls.dial({ peer, callType: CALL_TYPE.video, fromType: 'live' });
  };

  useEffect(() => {
    if (state.stage === 'ended' && state.room !== null) navigate(`${ROUTE_PATHS.liveEnd}?live_id=${state.room.live_id}`, { replace: true });
  }, [state.stage, state.room, navigate]);

  const title = state.room?.title ?? t('pages.live');
  return (
    <PageShell title={title} swipeBack={false} className="page--live">
      <PageBody flush className="live">
        <div className="live__stage" onPointerDown={swipe.onPointerDown} onPointerUp={swipe.onPointerUp}>
          {stream === null ? <div className="live__video live__video--empty" aria-hidden="true" /> : null}
          <StreamVideo stream={stream} local={isHost} testId="live-video" className={stream === null ? 'live__video live__video--hidden' : 'live__video'} preview={isHost} />
          {phase === 'negotiating' && state.stage === 'live' ? <div className="live__status"><Spinner label={t('live.connecting')} /></div> : null}
          {mediaError !== null ? <p className="live__status" role="alert">{t('live.cameraUnavailable')}</p> : null}
          {state.stage === 'live' || state.stage === 'kicked' ? <LiveSwipeButtons control={swipe} /> : null}
          {state.room !== null ? (
            <p className="live__viewers" data-testid="live-viewers" aria-label={t('live.viewersLabel', { count: state.viewers })}>
              {t('live.viewers', { count: state.viewers })}
            </p>
          ) : null}
          {state.away || state.paused || phase === 'lost' ? (
            <p className="live__paused" data-testid="live-paused">{t(state.away ? 'live.notice.away' : 'live.notice.paused')}</p>
          ) : null}
          {state.notice !== null ? (
            <p key={state.notice.id} className="live__notice" role="status" data-testid="live-notice" data-notice={state.notice.notice}>
              <LiveNoticeText notice={state.notice.notice} />
            </p>
          ) : null}
        </div>
        {state.stage === 'setup' ? <GoLiveForm session={session} /> : null}
        {state.stage === 'joining' ? <Spinner label={t('live.joining')} /> : null}
        {state.stage === 'kicked' ? (
          <EmptyState title={t('live.kicked')} actions={<Button onClick={() => navigate(-1)}>{t('live.leave')}</Button>} data-testid="live-kicked" />
        ) : null}
        {state.stage === 'failed' ? (
          <EmptyState title={state.error ?? t('live.failed')} actions={<Button onClick={() => navigate(-1)}>{t('live.leave')}</Button>} data-testid="live-failed" />
        ) : null}
        {state.stage === 'live' && state.room?.is_demo === 1 ? (
          // A demo host is the app playing a clip (issue #15): the room says so, and that nothing here bills.
          <p className="live__demo-note" data-testid="live-demo-note"><DemoBadge user={state.room} /> {t('demoLive.note')}</p>
        ) : null}
        {state.stage === 'live' ? <LiveChat session={session} lines={state.lines} selfUid={selfUid} isHost={isHost} muted={state.muted} /> : null}
        {state.stage === 'live' && !isHost && state.room !== null ? (
          <div className="live__actions">
            {state.room.is_demo === 1 ? null : (
              <Button variant="secondary" data-testid="live-gift-open" onClick={() => setGiftsOpen(true)}>
                {t('live.gift')}
              </Button>
            )}
            <Button variant="secondary" data-testid="live-private-call" disabled={state.away} onClick={askPrivateCall}>
              {t('live.privateCall')}
            </Button>
            <GiftSheet open={giftsOpen} peerUid={state.room.host_uid} model={session.gifts} onClose={() => setGiftsOpen(false)} />
          </div>
        ) : null}
        {state.gift !== null && state.gift.id !== playedGift ? (
          <GiftAnimationOverlay key={state.gift.id} playback={{ title: state.gift.title, icon: state.gift.icon, svgaUrl: state.gift.svgaUrl }} onDone={() => setPlayedGift(state.gift?.id ?? null)} />
        ) : null}
        {state.stage === 'live' && isHost ? (
          <Button variant="secondary" className="live__end" data-testid="live-end" onClick={() => void session.end()}>
            {t('live.end')}
          </Button>
        ) : null}
      </PageBody>
    </PageShell>
  );
}

/** Before the session store is there (never, once a room shows): nobody. */
const NO_UID = new BehaviorSubject<number | null>(null);

function GoLiveForm({ session }: { session: LiveRoomSession }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (title.trim() === '') return;
    setBusy(true);
    const started = await session.goLive(title.trim());
    setBusy(false);
    setError(started.ok ? null : started.msg || t('live.failed'));
  };
  return (
    <form className="live__setup" onSubmit={(event) => void submit(event)}>
      <label className="field__label" htmlFor="live-title">{t('live.titleLabel')}</label>
      <input
        id="live-title" className="live__input" data-testid="live-title" value={title} maxLength={LIVE_TITLE_MAX_CHARS}
        placeholder={t('live.titlePlaceholder')} onChange={(event) => setTitle(event.target.value)}
      />
      {error !== null ? <p role="alert" className="live__error">{error}</p> : null}
      <Button type="submit" block busy={busy} disabled={title.trim() === ''} data-testid="live-start">{t('live.goLive')}</Button>
    </form>
  );
}

function LiveChat({ session, lines, selfUid, isHost, muted }: { session: LiveRoomSession; lines: readonly LiveLine[]; selfUid: number | null; isHost: boolean; muted: boolean }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    const content = text.trim();
    if (content === '') return;
    const said = await session.say(content);
    if (said.ok) setText('');
    setError(said.ok ? null : said.msg);
  };
  return (
    <div className="live__chat">
      <ul className="live__lines" aria-live="polite" aria-label={t('live.chatLabel')}>
        {lines.map((line) => (
          <li key={line.id} className={`live__line live__line--${line.kind}`} data-testid={line.kind === 'chat' ? 'live-chat-message' : undefined} data-uid={'uid' in line ? line.uid : undefined}>
            <LineText line={line} />
            {isHost && line.kind !== 'notice' && line.uid !== selfUid ? <ModerationButtons session={session} uid={line.uid} /> : null}
          </li>
        ))}
      </ul>
      {error !== null ? <p role="alert" className="live__error">{error}</p> : null}
      <form className="live__composer" onSubmit={(event) => void send(event)}>
        <input
          className="live__input" data-testid="live-chat-input" value={text} maxLength={LIVE_CHAT_MAX_CHARS} disabled={muted}
          aria-label={t('live.chatPlaceholder')} placeholder={muted ? t('live.notice.muted') : t('live.chatPlaceholder')} onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" size="small" data-testid="live-chat-send" disabled={muted || text.trim() === ''}>{t('live.send')}</Button>
      </form>
    </div>
  );
}

function LineText({ line }: { line: LiveLine }) {
  const { t } = useTranslation();
  switch (line.kind) {
    case 'chat':
      return <span><b className="live__who">{line.nickname}</b> <bdi>{line.content}</bdi></span>;
    case 'join':
      return <span className="live__meta">{t('live.joined', { name: line.nickname })}</span>;
    case 'gift':
      return <span className="live__meta">{t('live.sentGift', { name: line.nickname, gift: line.title })}</span>;
    case 'notice':
      return <span className="live__meta"><LiveNoticeText notice={line.notice} /></span>;
  }
}

function ModerationButtons({ session, uid }: { session: LiveRoomSession; uid: number }) {
  const { t } = useTranslation();
  return (
    <span className="live__moderation">
      <Button size="small" variant="secondary" data-testid="live-mute" data-uid={uid} onClick={() => void session.moderate(uid, 'mute')}>{t('live.mute')}</Button>
      <Button size="small" variant="secondary" data-testid="live-kick" data-uid={uid} onClick={() => void session.moderate(uid, 'kick')}>{t('live.kick')}</Button>
    </span>
  );
}
