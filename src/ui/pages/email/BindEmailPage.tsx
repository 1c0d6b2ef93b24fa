import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { EMAIL_CODE_PURPOSE } from '../../../application/contracts/account/email-code.contract';
import type { EmailBindingServices } from '../../../application/email-binding/email-binding-services';
import { EMAIL_BINDING } from '../../../application/email-binding/email-binding.tokens';
import { ROUTE_PATHS } from '../../../application/navigation/route-paths';
import { useAppServices, useService } from '../../app-services';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { useFormat } from '../../hooks/use-format';
import { PageBody, PageShell } from '../../shell/PageShell';
import { PasswordField } from '../login/LoginFields';
import { BindRewardPopup } from './BindRewardPopup';
import { EmailCodeRow } from './EmailCodeRow';
import { FieldError } from './FieldError';
import { OfflineNote } from './OfflineNote';
import { useEmailForm } from './use-email-form';
import '../login/login.css';
import './email.css';

/**
 * /pagesPub/my/bind-email (001 §2): a guest keeps their account by linking an e-mail — a
 * 4-digit code mailed to it, and a password to sign in with — and gets the reward popup
 * with its coins (001 §6). An account that has an address already sees it instead.
 */
export function BindEmailPage() {
  const { t } = useTranslation();
  const binding = useService(EMAIL_BINDING);
  return (
    <PageShell title={t('pages.bindEmail')}>
      <PageBody>{binding === null ? <Spinner label={t('common.loading')} /> : <BindEmailForm binding={binding} />}</PageBody>
    </PageShell>
  );
}

function BindEmailForm({ binding }: { readonly binding: EmailBindingServices }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { toast } = useAppServices();
  const format = useFormat();
  const [rewardOnOffer, setRewardOnOffer] = useState(0);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [waitSeconds, setWaitSeconds] = useState(0);
  const [rewarded, setRewarded] = useState<number | null>(null);
  const { busy, step, errorAt } = useEmailForm<'code' | 'bind'>();

  useEffect(() => {
    void binding.load().then((loaded) => {
      if (!loaded.ok) return;
      if (loaded.value.email !== '') navigate(ROUTE_PATHS.email, { replace: true });
      else setRewardOnOffer(loaded.value.bindRewardCoins);
    });
  }, [binding, navigate]);

  const sendCode = () =>
    step('code', () => binding.sendCode(EMAIL_CODE_PURPOSE.bind, email), (sent) => {
      setWaitSeconds(sent.resendAfterS);
      toast.show({ key: 'login.codeSent', values: { email: email.trim() } });
    });

  const bind = (event: FormEvent) => {
    event.preventDefault();
    step('bind', () => binding.bind({ email, code, password, confirmation }), (bound) => {
      if (bound.rewardCoins > 0) setRewarded(bound.rewardCoins);
      else done();
    });
  };

  const done = () => {
    toast.show({ key: 'emailBinding.bound' });
    navigate(ROUTE_PATHS.email, { replace: true });
  };

  return (
    <>
      <form className="form email-form" onSubmit={bind} noValidate aria-busy={busy !== null}>
        <OfflineNote />
        <p className="form__lead">{rewardOnOffer > 0 ? t('emailBinding.rewardHint', { coins: format.number(rewardOnOffer) }) : t('emailBinding.intro')}</p>
        <EmailCodeRow
          label={t('login.emailLabel')}
          value={email}
          onChange={setEmail}
          error={errorAt('email')}
          busy={busy === 'code'}
          waitSeconds={waitSeconds}
          onSend={sendCode}
          inputTestId="bind-email-input"
          sendTestId="send-code"
        />
        <TextField
          label={t('login.codeLabel')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={4}
          value={code}
          onChange={setCode}
          aria-invalid={errorAt('code') !== undefined || undefined}
          data-testid="code-input"
        />
        <FieldError text={errorAt('code')} />
        <PasswordField label={t('emailBinding.password')} purpose="new" placeholder={t('login.passwordPlaceholder')} value={password} onChange={setPassword} testId="new-password-input" />
        <PasswordField label={t('login.confirmPassword')} purpose="new" value={confirmation} onChange={setConfirmation} testId="confirm-password-input" />
        <FieldError text={errorAt('password')} />
        <FieldError text={errorAt('form')} />
        <Button type="submit" block busy={busy === 'bind'} className="form__submit" data-testid="bind-submit">
          {t('emailBinding.submit')}
        </Button>
      </form>
      <BindRewardPopup
        coins={rewarded}
        onClose={() => {
          setRewarded(null);
          navigate(ROUTE_PATHS.email, { replace: true });
        }}
      />
    </>
  );
}
