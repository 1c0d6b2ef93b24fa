import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DiscoverCard } from '../../../application/contracts/discover/discover-card';
import { ROUTE_PATHS } from '../../../application/navigation/route-paths';
import { onlineStatusLabel } from '../../../domain';
import { Avatar } from '../../components/Avatar';
import { AvatarLabel } from '../../components/AvatarLabel';
import { DemoBadge } from '../../components/DemoBadge';
import { useOnlineStatus } from '../../hooks/use-online-status';
import { PhoneIcon } from '../../components/icons/page-icons';

/**
 * One person on Discover: avatar or video show cover, nickname, age, flag, level, the live badge when live,
 * the online dot, popularity and the price per minute. The card opens the user page; the
 * round button calls straight away (the call flow asks for coins when they are short).
 */
export function DiscoverCardItem({ card, onCall }: { card: DiscoverCard; onCall: (card: DiscoverCard) => void }) {
  const { t } = useTranslation();
  // The dot from the one presence store, as the user page, chat header and inbox show it.
  const dot = onlineStatusLabel(useOnlineStatus(card.uid, card.online_status));
  const dotLabel = dot === 'online' ? t('discoverFeed.online') : dot === 'rest' ? t('discoverFeed.rest') : t('discoverFeed.offlineDot');
  return (
    <li className="discover-card" data-testid="discover-card" data-uid={card.uid}>
      <Link className="discover-card__open" to={`${ROUTE_PATHS.userHome}?uid=${card.uid}`}>
        <span className="discover-card__picture">
          {card.video_show === null ? (
            <Avatar src={card.avatar === '' ? null : card.avatar} alt="" size={96} />
          ) : (
            <>
              {/* The video show's cover stands for the person; the user page plays it. */}
              <Avatar src={card.video_show.cover} alt="" size={96} />
              <span className="discover-card__video" role="img" aria-label={t('videoShow.has')} data-testid="discover-card-video">
                ▶
              </span>
            </>
          )}
          {card.is_live === 1 ? <span className="discover-card__live">{t('discoverFeed.live')}</span> : <AvatarLabel labels={card.avatar_labels} />}
          <span className={`discover-card__dot discover-card__dot--${dot}`} role="img" aria-label={dotLabel} data-status={dot} />
        </span>
        <span className="discover-card__name">
          {card.nickname} <DemoBadge user={card} />
        </span>
        <span className="discover-card__meta">
          {card.country_flag !== '' ? <span aria-label={card.country_code}>{card.country_flag}</span> : null}
          {card.age !== null ? <span>{t('discoverFeed.age', { age: card.age })}</span> : null}
          {card.hide_level === 0 ? <span>{t('discoverFeed.level', { level: card.level })}</span> : null}
        </span>
        <span className="discover-card__price">{card.video_call_gold > 0 ? t('discoverFeed.price', { coins: card.video_call_gold }) : t('discoverFeed.free')}</span>
        {card.popularity > 0 ? <span className="discover-card__popularity">{t('discoverFeed.popularity', { count: card.popularity })}</span> : null}
      </Link>
      <button type="button" className="discover-card__call" aria-label={t('discoverFeed.call', { name: card.nickname })} onClick={() => onCall(card)}>
        <PhoneIcon />
      </button>
    </li>
  );
}
