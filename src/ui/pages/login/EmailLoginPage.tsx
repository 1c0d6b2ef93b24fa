import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppServices } from '../../app-services';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { useQuery } from '../../hooks/use-query';
import { PageBody, PageShell } from '../../shell/PageShell';
import { useAfterSignIn } from './use-after-sign-in';
import './login.css';

/** /pages/login/email: email and password (checks and wording of spec 000 §5, §8 come from the view model). */
export function EmailLoginPage() {
  const { t } = useTranslation();
  const { login } = useAppServices();
  const afterSignIn = useAfterSignIn();
  const [email, setEmail] = useState(useQuery().get('email') ?? '');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const outcome = await login.signInWithEmail(email, password);
      await afterSignIn(outcome, email);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageShell title={t('pages.emailLogin')}>
      <PageBody>
        <form className="form" onSubmit={(event) => void submit(event)} noValidate>
          <TextField
            label={t('login.emailLabel')}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={t('login.emailPlaceholder')}
            value={email}
            onChange={setEmail}
            data-testid="email-input"
          />
          <TextField
            label={t('login.passwordLabel')}
            type="password"
            autoComplete="current-password"
            placeholder={t('login.passwordPlaceholder')}
            value={password}
            onChange={setPassword}
            revealable
            data-testid="password-input"
          />
          <div className="form__links">
            <Link to={`/pages/login/forgot-password?email=${encodeURIComponent(email)}`}>{t('login.forgot')}</Link>
          </div>
          <Button type="submit" block busy={busy} className="form__submit" data-testid="email-submit">
            {t('login.submit')}
          </Button>
        </form>
      </PageBody>
    </PageShell>
  );
}
