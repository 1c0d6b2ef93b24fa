import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../app-services';
import { GlintLogo } from '../../components/GlintLogo';
import { DocumentIcon, ShieldIcon } from '../../components/icons/page-icons';
import { ListGroup, ListLinkRow } from '../../components/ListRow';
import { useLiveState } from '../../hooks/use-live-state';
import { PageBody, PageShell } from '../../shell/PageShell';
import { legalPath } from '../legal/legal-path';
import '../pages.css';

/** /pagesPub/my/about-us: the app, its version (CLIENT_VERSION) and the legal texts. */
export function AboutUsPage() {
  const { t } = useTranslation();
  const { version, language } = useAppServices();
  const current = useLiveState(language.language$);
  return (
    <PageShell title={t('pages.aboutUs')}>
      <PageBody>
        <section className="about">
          <GlintLogo size={88} />
          <h2 className="about__name">{t('app.name')}</h2>
          <p className="about__version" data-testid="about-version">
            {t('about.version', { version })}
          </p>
          <p className="about__description">{t('about.description')}</p>
        </section>
        <div className="settings-list">
          <ListGroup>
            <ListLinkRow to={legalPath('privacy', current)} icon={<ShieldIcon small />} title={t('settings.privacy')} />
            <ListLinkRow to={legalPath('terms', current)} icon={<DocumentIcon small />} title={t('settings.terms')} />
          </ListGroup>
          <p className="about__copyright">{t('about.copyright', { year: new Date().getFullYear() })}</p>
        </div>
      </PageBody>
    </PageShell>
  );
}
