import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppServices } from '../../app-services';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { useQuery } from '../../hooks/use-query';
import { PageBody, PageShell } from '../../shell/PageShell';
import { useLoginErrors } from './use-login-errors';
import './login.css';

/** /pages/login/forgot-password (takes `email`): a 4-digit code by email, then a new password. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { login, toast } = useAppServices();
  const showError = useLoginErrors();
  const [email, setEmail] = useState(useQuery().get('email') ?? '');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState<'code' | 'reset' | null>(null);

  const sendCode = async () => {
    if (busy) return;
    setBusy('code');
    try {
      const outcome = await login.sendResetCode(email);
      if (outcome.ok) toast.show({ key: 'login.codeSent', values: { email } });
      else await showError(outcome.error, email);
    } finally {
      setBusy(null);
    }
  };

  const reset = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy('reset');
    try {
      const outcome = await login.resetPassword(email, code, password, confirmation);
      if (!outcome.ok) return await showError(outcome.error, email);
      toast.show({ key: 'login.resetDone' });
      navigate(`/pages/login/email?email=${encodeURIComponent(email)}`, { replace: true });
    } finally {
      setBusy(null);
    }
  };

  return (
    <PageShell title={t('pages.forgotPassword')}>
      <PageBody>
        <form className="form" onSubmit={(event) => void reset(event)} noValidate>
          <div className="form__row">
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
            <Button variant="secondary" busy={busy === 'code'} onClick={() => void sendCode()} data-testid="send-code">
              {t('login.sendCode')}
            </Button>
          </div>
          <TextField
            label={t('login.codeLabel')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={4}
            value={code}
            onChange={setCode}
            data-testid="code-input"
          />
          <TextField
            label={t('login.newPassword')}
            type="password"
            autoComplete="new-password"
            placeholder={t('login.passwordPlaceholder')}
            value={password}
            onChange={setPassword}
            revealable
            data-testid="new-password-input"
          />
          <TextField
            label={t('login.confirmPassword')}
            type="password"
            autoComplete="new-password"
            value={confirmation}
            onChange={setConfirmation}
            revealable
            data-testid="confirm-password-input"
          />
          <Button type="submit" block busy={busy === 'reset'} className="form__submit" data-testid="reset-submit">
            {t('login.resetPassword')}
          </Button>
        </form>
      </PageBody>
    </PageShell>
  );
}
