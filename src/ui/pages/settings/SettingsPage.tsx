import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../application/navigation/route-paths';
import { AUTONYMS } from '../../../application/i18n/languages';
import { useAppServices } from '../../app-services';
import { Button } from '../../components/Button';
import { CoinIcon, DocumentIcon, GlobeIcon, InfoIcon, LogoutIcon, MailIcon, ShieldIcon, SlidersIcon } from '../../components/icons/page-icons';
import { ListGroup, ListLinkRow } from '../../components/ListRow';
import { useLiveState } from '../../hooks/use-live-state';
import { PageBody, PageShell } from '../../shell/PageShell';
import { legalPath } from '../legal/legal-path';
import { PrivacySettings } from '../profile-edit/PrivacySettings';
import '../pages.css';

/** /pagesPub/my/setting: language, general, privacy, about, the legal texts and logging out. */
export function SettingsPage() {
  const { t } = useTranslation();
  const { language, confirm, settings, version } = useAppServices();
  const current = useLiveState(language.language$);
  const [leaving, setLeaving] = useState(false);

  const logout = async () => {
    const sure = await confirm.ask({ body: { key: 'settings.logoutConfirm' }, confirmLabel: { key: 'settings.logout' }, destructive: true });
    if (!sure) return;
    setLeaving(true);
    try {
      await settings.logout();
    } finally {
      setLeaving(false);
    }
  };

  return (
    <PageShell title={t('pages.settings')}>
      <PageBody>
        <div className="settings-list">
          <ListGroup title={t('settings.preferences')}>
            <ListLinkRow
              to="/pagesPub/my/language"
              icon={<GlobeIcon small />}
              title={t('settings.language')}
              value={<span lang={current}>{AUTONYMS[current]}</span>}
              data-testid="settings-language"
            />
            <ListLinkRow to="/pagesPub/my/general" icon={<SlidersIcon small />} title={t('settings.general')} />
            <ListLinkRow to={ROUTE_PATHS.email} icon={<MailIcon small />} title={t('pages.email')} data-testid="settings-email" />
            <ListLinkRow to={ROUTE_PATHS.spendingCare} icon={<CoinIcon small />} title={t('pages.spendingCare')} data-testid="settings-spending" />
          </ListGroup>
          <PrivacySettings />
          <ListGroup title={t('settings.legal')}>
            <ListLinkRow to={legalPath('privacy', current)} icon={<ShieldIcon small />} title={t('settings.privacy')} />
            <ListLinkRow to={legalPath('terms', current)} icon={<DocumentIcon small />} title={t('settings.terms')} />
            <ListLinkRow to="/pagesPub/my/about-us" icon={<InfoIcon small />} title={t('settings.aboutUs')} value={version} />
          </ListGroup>
          <div className="settings-list__footer">
            <Button variant="danger" block busy={leaving} onClick={() => void logout()} data-testid="settings-logout">
              <LogoutIcon small />
              {t('settings.logout')}
            </Button>
          </div>
        </div>
      </PageBody>
    </PageShell>
  );
}
