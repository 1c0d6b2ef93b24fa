import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { LiveBanner } from '../../../application/live/live-banner';
import { LIVE_BANNER } from '../../../application/live/live.tokens';
import { ROUTE_PATHS } from '../../../application/navigation/route-paths';
import { useService } from '../../app-services';
import { Avatar } from '../../components/Avatar';
import { useLiveState } from '../../hooks/use-live-state';
// The live banners wear the message banner's look: one notice-banner strip (001 §2).
import '../message/message.css';

/**
 * The live notice banners (001 "Notice banners", types 4 and 5): a followed host went live,
 * or got a gift in its live. 5.5 s, a swipe up of more than 25 px dismisses, a tap opens
 * the live. The popup arbiter lets them show only under no call. Mounted once, inside the router.
 */
export function LiveBannerHost() {
  const banner = useService(LIVE_BANNER);
  return banner === null ? null : <LiveBannerStrip banner={banner} />;
}

function LiveBannerStrip({ banner }: { banner: LiveBanner }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const view = useLiveState(banner.current$);
  const startY = useRef<number | null>(null);
  if (view === null) return null;
  const open = () => {
    const liveId = banner.tap();
    if (liveId !== null) navigate(`${ROUTE_PATHS.live}?live_id=${liveId}`);
  };
  const text = view.kind === 'liveInvite' ? t('liveBanner.invite', { title: view.title }) : t('live.sentGift', { name: view.sender, gift: view.gift });
  return (
    <div
      className="message-banner"
      role="status"
      data-testid="notice-banner"
      data-kind={view.kind}
      onPointerDown={(event) => (startY.current = event.clientY)}
      onPointerUp={(event) => {
        if (startY.current !== null) banner.swipeUp(startY.current - event.clientY);
        startY.current = null;
      }}
    >
      <button type="button" className="message-banner__open" onClick={open} aria-label={t('liveBanner.open', { name: view.host })}>
        {view.kind === 'liveInvite' ? <Avatar src={view.avatar || null} alt="" size={40} /> : <img src={view.icon} alt="" width={40} height={40} />}
        <span className="message-banner__text">
          <span className="message-banner__name">{view.host}</span>
          <span className="message-banner__preview">{text}</span>
        </span>
      </button>
      <button type="button" className="message-banner__close" onClick={() => banner.swipeUp(Number.MAX_SAFE_INTEGER)} aria-label={t('common.close')}>
        ×
      </button>
    </div>
  );
}
