import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { EmailBindingError, EmailBindingServices } from '../../../application/email-binding/email-binding-services';
import { EMAIL_BINDING } from '../../../application/email-binding/email-binding.tokens';
import { ROUTE_PATHS } from '../../../application/navigation/route-paths';
import { useService } from '../../app-services';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { MailIcon } from '../../components/icons/page-icons';
import { Spinner } from '../../components/Spinner';
import { useOnline } from '../../hooks/use-online';
import { PageBody, PageShell } from '../../shell/PageShell';
import './email.css';

type Loaded = { readonly status: 'loading' } | { readonly status: 'error'; readonly error: EmailBindingError } | { readonly status: 'ready'; readonly email: string };

/** /pagesPub/my/email (001 §2): the address the account signs in with, and changing it; none yet leads to linking one. */
export function EmailPage() {
  const { t } = useTranslation();
  const binding = useService(EMAIL_BINDING);
  return (
    <PageShell title={t('pages.email')}>
      <PageBody padded>{binding === null ? <Spinner label={t('common.loading')} /> : <BoundEmail binding={binding} />}</PageBody>
    </PageShell>
  );
}

function BoundEmail({ binding }: { readonly binding: EmailBindingServices }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const online = useOnline();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const load = useCallback(() => {
    setLoaded({ status: 'loading' });
    void binding.load().then((answer) => setLoaded(answer.ok ? { status: 'ready', email: answer.value.email } : { status: 'error', error: answer.error }));
  }, [binding]);
  useEffect(load, [load]);

  if (loaded.status === 'loading') return <Spinner label={t('common.loading')} />;
  if (loaded.status === 'error') {
    const offline = !online || loaded.error.code === 'EMAIL.OFFLINE';
    return <ErrorState title={offline ? t('emailBinding.error.OFFLINE') : t('emailBinding.page.loadError')} body={t('emailBinding.page.loadErrorBody')} retryLabel={t('common.retry')} onRetry={load} />;
  }
  if (loaded.email === '') {
    return (
      <EmptyState
        title={t('emailBinding.page.none')}
        body={t('emailBinding.page.noneBody')}
        data-testid="email-none"
        actions={
          <Button block onClick={() => navigate(ROUTE_PATHS.bindEmail)} data-testid="email-link">
            {t('emailBinding.submit')}
          </Button>
        }
      />
    );
  }
  return (
    <section className="email-card" aria-labelledby="email-current-label">
      <MailIcon />
      <p id="email-current-label" className="email-card__label">
        {t('emailBinding.page.current')}
      </p>
      <p className="email-card__address" dir="ltr" data-testid="email-current">
        {loaded.email}
      </p>
      <p className="email-card__hint">{t('emailBinding.page.signInHint')}</p>
      <Button block variant="secondary" onClick={() => navigate(ROUTE_PATHS.modifyEmail)} data-testid="email-change">
        {t('emailBinding.page.change')}
      </Button>
    </section>
  );
}
