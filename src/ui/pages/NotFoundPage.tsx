import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { NotFoundArt } from '../components/illustrations';
import { useAppServices } from '../app-services';
import { useLiveState } from '../hooks/use-live-state';
import { PageBody, PageShell } from '../shell/PageShell';
import { tabPath } from '../shell/tab-routes';

/** Any path the app does not know: a friendly dead end with a way home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { shell } = useAppServices();
  const home = tabPath(useLiveState(shell.defaultTabIndex$));
  return (
    <PageShell title={t('shell.notFoundTitle')}>
      <PageBody>
        <EmptyState
          data-testid="not-found"
          art={<NotFoundArt />}
          title={t('shell.notFoundTitle')}
          body={t('shell.notFoundBody')}
          actions={
            <ButtonLink to={home} variant="primary" block>
              {t('shell.goHome')}
            </ButtonLink>
          }
        />
      </PageBody>
    </PageShell>
  );
}
