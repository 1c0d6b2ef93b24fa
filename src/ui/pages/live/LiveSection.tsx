import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LiveRoom } from '../../../application/contracts/live/live-room';
import { LIVE } from '../../../application/live/live.tokens';
import { ROUTE_PATHS } from '../../../application/navigation/route-paths';
import { useService } from '../../app-services';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { DemoBadge } from '../../components/DemoBadge';
import { Spinner } from '../../components/Spinner';
import './live.css';

type Loaded = { readonly phase: 'loading' } | { readonly phase: 'error' } | { readonly phase: 'ready'; readonly rooms: readonly LiveRoom[] };

/** Discover's live section: the rooms live now (live badge, viewer count) and a way for a host to go live. */
export function LiveSection() {
  const { t } = useTranslation();
  const services = useService(LIVE);
  const [loaded, setLoaded] = useState<Loaded>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (services === null) return;
    let current = true;
    void services.list().then((answer) => {
      if (current) setLoaded(answer.ok ? { phase: 'ready', rooms: answer.data.list } : { phase: 'error' });
    });
    return () => {
      current = false;
    };
  }, [services, attempt]);

  return (
    <section className="live-section" aria-labelledby="live-section-title">
      <div className="live-section__head">
        <h2 id="live-section-title" className="live-section__title">{t('live.sectionTitle')}</h2>
        <Link className="button button--secondary button--small" to={`${ROUTE_PATHS.live}?host=1`} data-testid="live-go">{t('live.goLive')}</Link>
      </div>
      {loaded.phase === 'loading' ? <Spinner label={t('common.loading')} /> : null}
      {loaded.phase === 'error' ? (
        <p role="alert">{t('live.listFailed')} <Button size="small" variant="secondary" onClick={() => setAttempt((n) => n + 1)}>{t('common.retry')}</Button></p>
      ) : null}
      {loaded.phase === 'ready' && loaded.rooms.length === 0 ? <p className="live-section__empty">{t('live.noneLive')}</p> : null}
      {loaded.phase === 'ready' && loaded.rooms.length > 0 ? (
        <ul className="live-section__list">
          {loaded.rooms.map((room) => (
            <li key={room.live_id}>
              <Link className="live-card" data-testid="live-card" data-live-id={room.live_id} to={`${ROUTE_PATHS.live}?live_id=${room.live_id}`}>
                {room.cover === '' ? <Avatar src={room.avatar} alt="" size={96} /> : <img className="live-card__cover" src={room.cover} alt="" />}
                <span className="live-card__badge">{t(room.status === 'away' ? 'live.badgeAway' : 'live.badge')}</span>
                <span className="live-card__viewers">{t('live.viewers', { count: room.viewers })}</span>
                <span className="live-card__title"><bdi>{room.title}</bdi></span>
                <span className="live-card__host"><bdi>{room.nickname}</bdi> <DemoBadge user={room} /></span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
