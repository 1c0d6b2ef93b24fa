import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppServices } from '../../app-services';
import { Button } from '../../components/Button';
import { useQuery } from '../../hooks/use-query';
import { PageBody, PageShell } from '../../shell/PageShell';
import { EmailField, PasswordField } from './LoginFields';
import { useAfterSignIn } from './use-after-sign-in';
import { useBusyTask } from './use-busy-task';
import { ROUTE_PATHS } from '../../../application/navigation/route-paths';
import './login.css';

/** /pages/login/email: email and password (checks and wording of spec 000 §5, §8 come from the view model). */
export function EmailLoginPage() {
  const { t } = useTranslation();
  const { login } = useAppServices();
  const afterSignIn = useAfterSignIn();
  const [email, setEmail] = useState(useQuery().get('email') ?? '');
  const [password, setPassword] = useState('');
  const { busy, run } = useBusyTask<'submit'>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run('submit', async () => afterSignIn(await login.signInWithEmail(email, password), email));
  };

  return (
    <PageShell title={t('pages.emailLogin')}>
      <PageBody>
        <form className="form" onSubmit={submit} noValidate>
          <EmailField value={email} onChange={setEmail} />
          <PasswordField label={t('login.passwordLabel')} purpose="current" placeholder={t('login.passwordPlaceholder')} value={password} onChange={setPassword} testId="password-input" />
          <div className="form__links">
            <Link to={`${ROUTE_PATHS.forgotPassword}?email=${encodeURIComponent(email)}`}>{t('login.forgot')}</Link>
          </div>
          <Button type="submit" block busy={busy !== null} className="form__submit" data-testid="email-submit">
            {t('login.submit')}
          </Button>
        </form>
      </PageBody>
    </PageShell>
  );
}
