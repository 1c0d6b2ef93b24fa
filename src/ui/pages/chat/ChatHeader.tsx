import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ChatUser } from '../../../application/contracts/msg/chat-user';
import { IconButton } from '../../components/IconButton';
import { BackIcon } from '../../components/icons/nav-icons';
import { Skeleton } from '../../components/Spinner';
import { useGoBack } from '../../shell/use-go-back';
import { Avatar } from '../../components/Avatar';
import { DemoBadge } from '../../components/DemoBadge';
import { displayNameOf } from '../../components/display-name';
import { useOnlineStatus } from '../../hooks/use-online-status';
import { onlineLabelKey } from './peer-info';
import { ROUTE_PATHS } from '../../../application/navigation/route-paths';

export interface ChatHeaderProps {
  peer: ChatUser | null;
  onMenu(): void;
  /** Where back goes (the chat popup's list); the page goes back in history. */
  onBack?: () => void;
  backTestId?: string;
}

/**
 * The chat's navigation bar (001 §2): back, the avatar with its online dot (a link to
 * the user's page), nickname and age, flag and country code, level, and the menu
 * (block / report).
 */
export function ChatHeader({ peer, onMenu, onBack, backTestId = 'nav-back' }: ChatHeaderProps) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const age = peer?.age ?? null;
  // The dot from the one presence store, so the header, the user page and the inbox agree.
  const status = useOnlineStatus(peer?.uid ?? null, peer?.online_status ?? 0);
  const online = peer !== null && status !== 0;
  return (
    <header className="nav-bar chat-header">
      <div className="nav-bar__leading">
        <IconButton label={t('common.back')} onClick={onBack ?? goBack} data-testid={backTestId}>
          <BackIcon directional />
        </IconButton>
      </div>
      {peer ? (
        <Link to={`${ROUTE_PATHS.userHome}?uid=${peer.uid}`} className="chat-header__peer" data-testid="chat-peer">
          <span className="chat-header__avatar">
            <Avatar src={peer.small_avatar || peer.avatar || null} alt="" size={34} />
            {online ? <span className={`chat-header__dot chat-header__dot--${status}`} role="img" aria-label={t(onlineLabelKey(status))} data-testid="chat-peer-dot" data-status={status} /> : null}
          </span>
          <span className="chat-header__text">
            <h1 className="chat-header__name">
              <span className="chat-header__nickname" data-testid="chat-peer-name">{displayNameOf(peer, t)}</span>
              <DemoBadge user={peer} />
              {age !== null ? <span className="chat-header__age">{age}</span> : null}
            </h1>
            <span className="chat-header__meta">
              {peer.country_code ? (
                <span className="chat-header__country">
                  <span aria-hidden="true">{peer.country_flag}</span> {peer.country_code.toUpperCase()}
                </span>
              ) : null}
              <span className="chat-level">{t('chat.level', { level: peer.level })}</span>
            </span>
          </span>
        </Link>
      ) : (
        <span className="chat-header__peer" aria-hidden="true">
          <Skeleton width={34} height={34} round />
          <Skeleton width={120} height={14} />
        </span>
      )}
      <div className="nav-bar__trailing">
        <IconButton label={t('chat.menu')} onClick={onMenu} disabled={!peer} data-testid="chat-menu">
          <span className="chat-header__more" aria-hidden="true">⋯</span>
        </IconButton>
      </div>
    </header>
  );
}
