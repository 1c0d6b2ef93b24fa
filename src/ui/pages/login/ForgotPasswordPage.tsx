import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppServices } from '../../app-services';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { useQuery } from '../../hooks/use-query';
import { PageBody, PageShell } from '../../shell/PageShell';
import { EmailField, PasswordField } from './LoginFields';
import { useBusyTask } from './use-busy-task';
import { useLoginErrors } from './use-login-errors';
import { ROUTE_PATHS } from '../../../application/navigation/route-paths';
import './login.css';

/**
 * /pages/login/forgot-password (takes `email`, and `token` when opened from the mailed
 * link): a 4-digit code by email, then a new password. The link's token is kept for the
 * reset: from a device new to the account the server checks the code only beside it.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { login, toast } = useAppServices();
  const showError = useLoginErrors();
  const query = useQuery();
  const [email, setEmail] = useState(query.get('email') ?? '');
  // Read on every render: opening the mail's link while this page is already shown changes only the query.
  const linkToken = query.get('token') ?? undefined;
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { busy, run } = useBusyTask<'code' | 'reset'>();

  const sendCode = () =>
    void run('code', async () => {
      const outcome = await login.sendResetCode(email);
      if (outcome.ok) toast.show({ key: 'login.codeSent', values: { email } });
      else await showError(outcome.error, email);
    });

  const reset = (event: FormEvent) => {
    event.preventDefault();
    void run('reset', async () => {
      const outcome = await login.resetPassword(email, code, password, confirmation, linkToken);
      if (!outcome.ok) return showError(outcome.error, email);
      toast.show({ key: 'login.resetDone' });
      navigate(`${ROUTE_PATHS.emailLogin}?email=${encodeURIComponent(email)}`, { replace: true });
    });
  };

  return (
    <PageShell title={t('pages.forgotPassword')}>
      <PageBody>
        <form className="form" onSubmit={reset} noValidate>
          <div className="form__row">
            <EmailField value={email} onChange={setEmail} />
            <Button variant="secondary" busy={busy === 'code'} onClick={sendCode} data-testid="send-code">
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
          <PasswordField label={t('login.newPassword')} purpose="new" placeholder={t('login.passwordPlaceholder')} value={password} onChange={setPassword} testId="new-password-input" />
          <PasswordField label={t('login.confirmPassword')} purpose="new" value={confirmation} onChange={setConfirmation} testId="confirm-password-input" />
          <Button type="submit" block busy={busy === 'reset'} className="form__submit" data-testid="reset-submit">
            {t('login.resetPassword')}
          </Button>
        </form>
      </PageBody>
    </PageShell>
  );
}
