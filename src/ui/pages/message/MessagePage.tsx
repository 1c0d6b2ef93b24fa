import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { MessageArt } from '../../components/illustrations';
import { PageBody, PageShell } from '../../shell/PageShell';
import { TAB_ROUTES } from '../../shell/tab-routes';
import '../pages.css';

/** Tab 2, the inbox: its empty state (001 §2) until conversations arrive with the messaging work. */
export function MessagePage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('tabs.message')} back={false} swipeBack={false} large>
      <PageBody>
        <EmptyState
          art={<MessageArt />}
          title={t('message.empty')}
          body={t('message.emptyTip')}
          actions={
            <ButtonLink to={TAB_ROUTES[0].path} variant="primary" block>
              {t('message.findMatches')}
            </ButtonLink>
          }
        />
      </PageBody>
    </PageShell>
  );
}
