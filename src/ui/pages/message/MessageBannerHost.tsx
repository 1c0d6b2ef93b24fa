import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { MESSAGING } from '../../../application/messages/messages.tokens';
import type { CallServices } from '../../../application/calls/create-call-services';
import { CALLS } from '../../../application/calls/calls.tokens';
import type { MessagingServices } from '../../../application/messages/messaging-services';
import { useService } from '../../app-services';
import { Avatar } from '../../components/Avatar';
import { useLiveState } from '../../hooks/use-live-state';
import { useNotices } from '../../hooks/use-notices';
import { inboxPreviewText } from './inbox-preview-text';
import { chatPathOf } from './chat-path';
import './message.css';

/**
 * The message notice banner (001 §2, §4): who wrote and what, for a chat that is not
 * open; 5.5 s, a swipe up of more than 25 px dismisses it, a tap opens the chat. The
 * core's banner model decides (domain banner reducer); a call on screen suppresses it.
 * Mounted once, inside the router, beside CallHost.
 */
export function MessageBannerHost() {
  const messaging = useService(MESSAGING);
  const calls = useService(CALLS);
  if (messaging === null) return null;
  return <MessageBanner messaging={messaging} callView$={calls?.calls.view$ ?? null} />;
}

function MessageBanner({ messaging, callView$ }: { messaging: MessagingServices; callView$: CallServices['calls']['view$'] | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const banner = useLiveState(messaging.banner.current$);
  const startY = useRef<number | null>(null);

  useNotices(callView$, (view) => messaging.banner.setOtherBannerShowing(view.call.current.kind === 'active'));

  if (banner === null) return null;
  const open = () => {
    const peer = messaging.banner.tap();
    if (peer !== null) navigate(chatPathOf(peer));
  };
  return (
    <div
      className="message-banner"
      role="status"
      data-testid="notice-banner"
      data-kind="message"
      onPointerDown={(event) => (startY.current = event.clientY)}
      onPointerUp={(event) => {
        if (startY.current !== null) messaging.banner.swipeUp(startY.current - event.clientY);
        startY.current = null;
      }}
    >
      <button type="button" className="message-banner__open" onClick={open} aria-label={t('inbox.bannerOpen', { name: banner.sender.nickname })}>
        <Avatar src={banner.sender.small_avatar || banner.sender.avatar || null} alt="" size={40} />
        <span className="message-banner__text">
          <span className="message-banner__name">{banner.sender.nickname}</span>
          <span className="message-banner__preview">{inboxPreviewText(banner.preview, t)}</span>
        </span>
      </button>
      <button type="button" className="message-banner__close" onClick={() => messaging.banner.swipeUp(Number.MAX_SAFE_INTEGER)} aria-label={t('common.close')}>
        ×
      </button>
    </div>
  );
}
