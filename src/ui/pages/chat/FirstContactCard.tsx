import { useTranslation } from 'react-i18next';
import type { ChatDetail } from '../../../application/contracts/msg/detail.contract';
import { FIRST_CONTACT_ALBUM_THUMBNAILS } from '../../../domain/constants';
import { Avatar } from '../../components/Avatar';
import { DemoBadge } from '../../components/DemoBadge';
import { spokenLanguages } from './peer-info';

/**
 * The first-contact card on top of a chat whose whole history is loaded (001 §2): avatar,
 * nickname, age, country, level, spoken languages and up to 3 album thumbnails, the
 * last with a "+N" overlay when the album holds more.
 */
export function FirstContactCard({ detail, locale }: { detail: ChatDetail; locale: string }) {
  const { t } = useTranslation();
  const peer = detail.user_info;
  const age = peer.age;
  const languages = spokenLanguages(peer.speak_language, locale);
  const pictures = detail.album.slice(0, FIRST_CONTACT_ALBUM_THUMBNAILS);
  const more = Math.max(0, detail.album_count - pictures.length);
  return (
    <section className="first-contact" data-testid="chat-first-contact" aria-label={peer.nickname}>
      <Avatar src={peer.avatar || null} alt="" size={72} ring />
      <h2 className="first-contact__name">
        {peer.nickname}
        {age !== null ? <span className="first-contact__age">{age}</span> : null} <DemoBadge user={peer} />
      </h2>
      <p className="first-contact__meta">
        {peer.country_code ? (
          <span>
            <span aria-hidden="true">{peer.country_flag}</span> {peer.country_code.toUpperCase()}
          </span>
        ) : null}
        <span className="chat-level">{t('chat.level', { level: peer.level })}</span>
      </p>
      {languages.length > 0 ? <p className="first-contact__languages">{t('chat.speaks', { languages: languages.join(' · ') })}</p> : null}
      {pictures.length > 0 ? (
        <ul className="first-contact__album" aria-label={t('chat.albumLabel', { name: peer.nickname })}>
          {pictures.map((picture, index) => (
            <li key={picture.url} className="first-contact__thumb">
              <img src={picture.url} alt="" loading="lazy" decoding="async" />
              {more > 0 && index === pictures.length - 1 ? (
                <span className="first-contact__more" data-testid="chat-album-more">
                  {t('chat.moreAlbum', { count: more })}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="first-contact__start">{t('chat.firstMessage')}</p>
    </section>
  );
}
