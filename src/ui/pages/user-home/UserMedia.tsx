import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserCard } from '../../../application/contracts/user/user-card';
import { ImagePreview } from '../../components/media-viewer/ImagePreview';
import { useFormat } from '../../hooks/use-format';
import '../../components/album-grid.css';

/**
 * Another user's video show and photo album on their page (001 §2): the video with its
 * cover, played only when tapped (no autoplay), and the album in the owner's order, each
 * picture opening the image preview at its place. A hidden profile sends neither.
 */
export function UserMedia({ card }: { card: UserCard }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [viewing, setViewing] = useState<number | null>(null);
  const { album, video_show: video } = card;
  const total = format.number(album.length);
  return (
    <>
      {video === null ? null : (
        <section className="user-home__section" aria-labelledby="user-video-title">
          <h2 id="user-video-title" className="user-home__heading">
            {t('pages.editVideoShow')}
          </h2>
          <video
            key={video.url}
            className="user-home__video"
            src={video.url}
            poster={video.cover}
            controls
            preload="none"
            playsInline
            aria-label={t('videoShow.of', { name: card.nickname })}
            data-testid="user-video-show"
          />
        </section>
      )}
      {album.length === 0 ? null : (
        <section className="user-home__section" aria-labelledby="user-album-title">
          <h2 id="user-album-title" className="user-home__heading">
            {t('albumEdit.title')}
          </h2>
          <ul className="album-grid">
            {album.map((photo, index) => (
              <li key={photo.url}>
                <button type="button" className="album-grid__tile" onClick={() => setViewing(index)} aria-label={t('imagePreview.photo', { n: format.number(index + 1), total })} data-testid="user-album-photo" data-src={photo.url}>
                  <img src={photo.url} alt="" loading="lazy" draggable={false} />
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {viewing !== null ? <ImagePreview pictures={album} start={viewing} onClose={() => setViewing(null)} /> : null}
    </>
  );
}
