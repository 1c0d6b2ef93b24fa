import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CALLS } from '../../../application/calls/calls.tokens';
import type { CallServices } from '../../../application/calls/create-call-services';
import type { UserCard } from '../../../application/contracts/user/user-card';
import { CALL_TYPE, ONLINE_STATUS, intimacyLevelName, isDemoHost, type CallType } from '../../../domain';
import { Button } from '../../components/Button';
import { ErrorState } from '../../components/ErrorState';
import { Spinner } from '../../components/Spinner';
import { useAppServices, useService } from '../../app-services';
import { useLiveState } from '../../hooks/use-live-state';
import { useOnlineStatus } from '../../hooks/use-online-status';
import { useQuery } from '../../hooks/use-query';
import { PeerCard } from '../../popups/calls/PeerCard';
import { PageShell } from '../../shell/PageShell';
import { PullToRefresh } from '../../shell/PullToRefresh';
import { UserPageSocial } from '../social/UserPageSocial';
import { ROUTE_PATHS } from '../../../application/navigation/route-paths';
import { UserAbout } from './UserAbout';
import { UserMedia } from './UserMedia';
import './user-home.css';
import { UserMoments } from '../discover/UserMoments';

type Load = { readonly phase: 'loading' } | { readonly phase: 'error' } | { readonly phase: 'ready'; readonly card: UserCard };

/**
 * /pages/user-home-page/index?uid=…: another user's page (pull-to-refresh): their card
 * with the follow toggle, their call prices, and the video and voice call buttons.
 * Calling oneself is refused here with noCallSelf; a coin shortfall is the server's
 * answer to /call/start (it knows the free call minutes), which opens the recharge flow.
 */
export function UserHomePage() {
  const { t } = useTranslation();
  const services = useService(CALLS);
  const uid = Number(useQuery().get('uid'));
  const valid = Number.isSafeInteger(uid) && uid > 0;
  const title = valid ? t('callUi.userTitle', { uid }) : t('pages.userHome');
  return (
    <PageShell title={title}>
      {services === null ? <Spinner /> : <UserHome services={services} uid={valid ? uid : null} />}
    </PageShell>
  );
}

function UserHome({ services, uid }: { services: CallServices; uid: number | null }) {
  const { t } = useTranslation();
  const { me, toast } = useAppServices();
  const navigate = useNavigate();
  const self = useLiveState(me.me$);
  // The last card seen shows at once (and offline); the fresh one replaces it.
  const [load, setLoad] = useState<Load>(() => {
    const cached = uid === null ? null : services.peers.cachedCard(uid);
    return cached === null ? { phase: 'loading' } : { phase: 'ready', card: cached };
  });

  const refresh = useCallback(async () => {
    if (uid === null) return setLoad({ phase: 'error' });
    const card = await services.peers.card(uid);
    setLoad(card === null ? { phase: 'error' } : { phase: 'ready', card });
  }, [services, uid]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const card = load.phase === 'ready' ? load.card : null;
  // The dot from the one presence store (type 7 and every fresh card): the chat header, the inbox and Discover show the same.
  const onlineStatus = useOnlineStatus(uid, card?.online_status ?? ONLINE_STATUS.offline);
  const call = (callType: CallType) => {
    if (uid === null) return;
    // Calling oneself is refused here, before any request (000 §5 noCallSelf).
    if (self.uid === uid) {
      toast.show({ key: 'call.noCallSelf' });
      return;
    }
    const peer = card ?? { uid, nickname: t('callUi.userTitle', { uid }), avatar: '', small_avatar: '', is_vip: 0, is_auth: 0, auth_status: 0, level: 0, age: null, country_code: '', country_flag: '', hide_profile: 0, hide_vip: 0, hide_level: 0, is_demo: 0 } as const;
    void services.calls.dial({ peer, callType, fromType: 'user_home' });
  };
  const price = (coins: number, key: 'callScreens.priceVideo' | 'callScreens.priceVoice') => (coins > 0 ? t(key, { coins }) : t('callScreens.freeCall'));

  return (
    <PullToRefresh onRefresh={refresh}>
      <div className="user-home">
        {load.phase === 'loading' ? <Spinner /> : null}
        {load.phase === 'error' ? <ErrorState title={t('callScreens.profileError')} body={t('callScreens.errorBody')} retryLabel={t('callScreens.retry')} onRetry={() => void refresh()} /> : null}
        {card === null ? null : (
          <>
            <PeerCard
              key={card.uid}
              peer={card}
              onlineStatus={onlineStatus}
              labels={card.avatar_labels}
              followTestId="user-follow"
              {...(self.uid === card.uid ? {} : { follow: { on: card.is_follow === 1, mutual: card.is_followed === 1, toggle: (on: boolean) => services.peers.follow(card.uid, on) } })}
            />
            {self.uid === card.uid ? null : (
              <p className="user-home__intimacy" data-testid="user-intimacy" data-level={card.intimacy}>
                {t('userLabels.intimacy', { name: t(`intimacy.${intimacyLevelName(card.intimacy)}`) })}
              </p>
            )}
            <UserAbout card={card} />
            <UserMedia card={card} />
            {onlineStatus === ONLINE_STATUS.chatting ? (
              <p className="user-home__busy" data-testid="user-busy" role="status">
                {t('callScreens.inCall')}
              </p>
            ) : null}
            <p className="user-home__facts" data-testid="user-prices">
              {t('callScreens.fans', { count: card.fans_num })} ·{' '}
              {isDemoHost(card) ? t('demo.free') : `${price(card.video_call_gold, 'callScreens.priceVideo')} · ${price(card.voice_call_gold, 'callScreens.priceVoice')}`}
            </p>
          </>
        )}
        <div className="user-home__actions">
          <Button block data-testid="user-call-video" disabled={uid === null} onClick={() => call(CALL_TYPE.video)}>
            {t('callUi.video')}
          </Button>
          <Button block variant="secondary" data-testid="user-call-voice" disabled={uid === null} onClick={() => call(CALL_TYPE.voice)}>
            {t('callUi.voice')}
          </Button>
          <Button block variant="secondary" data-testid="user-message" disabled={uid === null} onClick={() => navigate(`${ROUTE_PATHS.chat}?uid=${uid ?? ''}`)}>
            {t('callUi.message')}
          </Button>
        </div>
        {uid === null || uid === self.uid ? null : <UserPageSocial uid={uid} name={card?.nickname ?? t('callUi.userTitle', { uid })} />}
        {uid === null ? null : <UserMoments uid={uid} />}
      </div>
    </PullToRefresh>
  );
}
