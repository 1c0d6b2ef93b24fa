import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DiscoverServices } from '../../../application/discover/discover-services';
import type { Moment } from '../../../application/contracts/moment/moment';
import { ROUTE_PATHS } from '../../../application/navigation/route-paths';
import { MOMENT_STATUS } from '../../../domain';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Spinner } from '../../components/Spinner';
import { ImagePreview } from '../../components/media-viewer/ImagePreview';
import { MediaViewer } from '../../components/media-viewer/MediaViewer';
import { usePaged, useWhenVisible } from './use-paged';

const STATUS_KEY = { [MOMENT_STATUS.underReview]: 'review', [MOMENT_STATUS.passed]: 'passed', [MOMENT_STATUS.rejected]: 'rejected' } as const;

/**
 * Moments as a list (Discover's feed: `uid` null) or a grid (a user page). The author sees
 * their own with its review state; likes are counted once by the server.
 */
export function MomentList({ services, uid, layout }: { services: DiscoverServices; uid: number | null; layout: 'feed' | 'grid' }) {
  const { t } = useTranslation();
  const load = useCallback((cursor: string | null) => services.moments(uid, cursor), [services, uid]);
  const { state, refresh, more, setState } = usePaged<Moment>(load, (moment) => moment.id);
  const sentinel = useWhenVisible(() => void more());
  const [open, setOpen] = useState<Moment | null>(null);

  const like = async (id: number) => {
    const count = await services.like(id);
    if (count === null || state.phase !== 'ready') return;
    setState({ ...state, items: state.items.map((moment) => (moment.id === id ? { ...moment, like_count: count, liked: 1 } : moment)) });
  };

  if (state.phase === 'loading') return <Spinner />;
  if (state.phase === 'error') return <ErrorState title={t('moments.error')} body={t('discoverFeed.errorBody')} retryLabel={t('discoverFeed.retry')} onRetry={() => void refresh()} />;
  // "Moments from people you follow show first" is about the feed's order; a user page shows one person's.
  if (state.items.length === 0) return <EmptyState fill={false} title={t('moments.empty')} body={uid === null ? t('moments.emptyBody') : undefined} data-testid="moments-empty" />;
  return (
    <>
      <ul className={`moments moments--${layout}`} aria-label={t('moments.grid')}>
        {state.items.map((moment) => {
          const status = STATUS_KEY[moment.status as keyof typeof STATUS_KEY];
          const cover = moment.media[0];
          return (
            <li key={moment.id} className="moment" data-testid="moment-item" data-status={moment.status} data-id={moment.id}>
              {layout === 'feed' ? (
                <Link className="moment__author" to={`${ROUTE_PATHS.userHome}?uid=${moment.uid}`}>
                  <Avatar src={moment.user_info.avatar === '' ? null : moment.user_info.avatar} alt="" size={32} />
                  <span>{moment.user_info.nickname}</span>
                </Link>
              ) : null}
              {cover !== undefined ? (
                <button type="button" className="moment__media" onClick={() => setOpen(moment)} aria-label={cover.kind === 'video' ? t('chatMedia.playVideo') : t('momentVideo.openPhotos')} data-testid="moment-media" data-kind={cover.kind}>
                  <img className="moment__picture" src={cover.kind === 'video' ? (cover.cover ?? '') : cover.url} alt="" loading="lazy" />
                  {cover.kind === 'video' ? (
                    <span className="moment__play" aria-hidden="true">
                      ▶
                    </span>
                  ) : null}
                </button>
              ) : null}
              {moment.text !== '' ? <p className="moment__text">{moment.text}</p> : null}
              <div className="moment__foot">
                {moment.status !== MOMENT_STATUS.passed && status !== undefined ? <span className={`moment__status moment__status--${status}`}>{t(`moments.status.${status}`)}</span> : null}
                {moment.status === MOMENT_STATUS.passed ? (
                  <button type="button" className="moment__like" aria-pressed={moment.liked === 1} disabled={moment.liked === 1} onClick={() => void like(moment.id)} data-testid="moment-like">
                    {t('moments.like')} · {t('moments.likes', { count: moment.like_count })}
                  </button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      {open !== null ? <MomentMediaViewer moment={open} onClose={() => setOpen(null)} /> : null}
      {state.cursor !== null ? (
        <div className="discover__more" ref={sentinel}>
          <Button variant="secondary" disabled={state.more === 'loading'} onClick={() => void more()}>
            {t('discoverFeed.loadMore')}
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** A moment's media full screen: its video played (tapped, so with sound allowed), or its photos in the image preview. */
function MomentMediaViewer({ moment, onClose }: { moment: Moment; onClose(): void }) {
  const { t } = useTranslation();
  const video = moment.media.find((item) => item.kind === 'video');
  if (video === undefined) return <ImagePreview pictures={moment.media} onClose={onClose} />;
  return (
    <MediaViewer label={t('chatMedia.videoPlayer')} onClose={onClose}>
      <video src={video.url} poster={video.cover} controls autoPlay playsInline className="media-viewer__video" data-testid="moment-video-player" />
    </MediaViewer>
  );
}
