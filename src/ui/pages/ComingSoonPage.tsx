import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { ComingSoonArt } from '../components/illustrations';
import type { PageTitleKey } from '../i18n/translation-key';
import { PageBody, PageShell } from '../shell/PageShell';
import { useGoBack } from '../shell/use-go-back';

/** A route of the spec whose screen is not built yet: it says so, in the user's language, with a way back. */
export function ComingSoonPage({ titleKey, swipeBack = true }: { titleKey: PageTitleKey; swipeBack?: boolean }) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  return (
    <PageShell title={t(titleKey)} swipeBack={swipeBack}>
      <PageBody>
        <EmptyState
          data-testid="coming-soon"
          art={<ComingSoonArt />}
          eyebrow={t('common.comingSoon')}
          title={t(titleKey)}
          body={t('shell.comingSoonBody')}
          actions={
            <Button variant="secondary" block onClick={goBack}>
              {t('common.back')}
            </Button>
          }
        />
      </PageBody>
    </PageShell>
  );
}
