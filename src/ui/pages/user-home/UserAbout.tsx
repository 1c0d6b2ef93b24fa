import { useTranslation } from 'react-i18next';
import type { UserCard } from '../../../application/contracts/user/user-card';
import { spokenLanguagesOf } from '../../../domain';
import { Badge } from '../../components/Badge';
import { CrownIcon, VerifiedIcon } from '../../components/icons/page-icons';
import { useFormat } from '../../hooks/use-format';

/** auth_status 1 is the verified badge (000 §3), as on Me. */
const VERIFIED_AUTH_STATUS = 1;

/**
 * What another user tells about themselves on their page: their badges (verified, VIP —
 * each only when the server sent it, so a hidden one never shows; the level is on the card), "about me" and
 * the languages they speak, named in the viewer's language.
 */
export function UserAbout({ card }: { card: UserCard }) {
  const { t } = useTranslation();
  const format = useFormat();
  const names = new Intl.DisplayNames([format.locale], { type: 'language', fallback: 'code' });
  const languages = spokenLanguagesOf(card.speak_language);
  const verified = card.auth_status === VERIFIED_AUTH_STATUS;
  return (
    <>
      <div className="user-home__badges">
        {verified ? (
          <Badge tone="verified" data-testid="user-verified">
            <VerifiedIcon small />
            {t('userPage.verified')}
          </Badge>
        ) : null}
        {card.is_vip === 1 ? (
          <Badge tone="vip" data-testid="user-vip">
            <CrownIcon small />
            VIP
          </Badge>
        ) : null}
      </div>
      {card.signature === '' ? null : (
        <section className="user-home__section" aria-labelledby="user-about-title">
          <h2 id="user-about-title" className="user-home__heading">
            {t('userPage.about')}
          </h2>
          <p className="user-home__about" data-testid="user-about">
            {card.signature}
          </p>
        </section>
      )}
      {languages.length === 0 ? null : (
        <section className="user-home__section" aria-labelledby="user-languages-title">
          <h2 id="user-languages-title" className="user-home__heading">
            {t('userPage.languages')}
          </h2>
          <ul className="user-home__languages" data-testid="user-languages">
            {languages.map((code) => (
              <li key={code} lang={code} data-lang={code}>
                {names.of(code) ?? code}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
