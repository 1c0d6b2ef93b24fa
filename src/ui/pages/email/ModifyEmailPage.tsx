import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { EMAIL_CODE_PURPOSE } from '../../../application/contracts/account/email-code.contract';
import { EMAIL_REFUSAL } from '../../../application/contracts/account/email-refusal';
import type { EmailBindingError, EmailBindingServices } from '../../../application/email-binding/email-binding-services';
import { EMAIL_BINDING } from '../../../application/email-binding/email-binding.tokens';
import { ROUTE_PATHS } from '../../../application/navigation/route-paths';
import { useAppServices, useService } from '../../app-services';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { PageBody, PageShell } from '../../shell/PageShell';
import { EmailCodeRow } from './EmailCodeRow';
import { emailErrorPlace, type EmailErrorPlace } from './email-error-text';
import { FieldError } from './FieldError';
import { OfflineNote } from './OfflineNote';
import { SendCodeButton } from './SendCodeButton';
import { useEmailForm } from './use-email-form';
import '../login/login.css';
import './email.css';

/**
 * /pagesPub/my/modify-email (001 §2): a code mailed to the current address proves the
 * owner asks, a code mailed to the new one proves it is theirs; then the account signs in
 * with the new address (same password).
 */
export function ModifyEmailPage() {
  const { t } = useTranslation();
  const binding = useService(EMAIL_BINDING);
  return (
    <PageShell title={t('pages.modifyEmail')}>
      <PageBody>{binding === null ? <Spinner label={t('common.loading')} /> : <ModifyEmailForm binding={binding} />}</PageBody>
    </PageShell>
  );
}

/** A wrong or expired code of a change: beside the code it is about cannot be told, so both codes' errors show under the new one. */
const changePlace = (error: EmailBindingError): EmailErrorPlace => (error.code === EMAIL_REFUSAL.codeWrong || error.code === EMAIL_REFUSAL.codeExpired ? 'newCode' : emailErrorPlace(error));

function ModifyEmailForm({ binding }: { readonly binding: EmailBindingServices }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { toast } = useAppServices();
  const [current, setCurrent] = useState<string | null>(null);
  const [oldCode, setOldCode] = useState('');
  const [email, setEmail] = useState('');
  const [newCode, setNewCode] = useState('');
  const [oldWait, setOldWait] = useState(0);
  const [newWait, setNewWait] = useState(0);
  const { busy, step, errorAt } = useEmailForm<'old' | 'new' | 'change'>();

  useEffect(() => {
    void binding.load().then((loaded) => {
      if (!loaded.ok) return;
      if (loaded.value.email === '') navigate(ROUTE_PATHS.bindEmail, { replace: true });
      else setCurrent(loaded.value.email);
    });
  }, [binding, navigate]);

  const sendOld = () =>
    step('old', () => binding.sendCode(EMAIL_CODE_PURPOSE.modifyOld), (sent) => {
      setOldWait(sent.resendAfterS);
      if (current !== null) toast.show({ key: 'login.codeSent', values: { email: current } });
    });
  const sendNew = () =>
    step('new', () => binding.sendCode(EMAIL_CODE_PURPOSE.modifyNew, email), (sent) => {
      setNewWait(sent.resendAfterS);
      toast.show({ key: 'login.codeSent', values: { email: email.trim() } });
    });
  const change = (event: FormEvent) => {
    event.preventDefault();
    step(
      'change',
      () => binding.change({ email, oldCode, newCode }),
      (changed) => {
        toast.show({ key: 'emailBinding.modify.done', values: { email: changed.email } });
        navigate(ROUTE_PATHS.email, { replace: true });
      },
      changePlace,
    );
  };

  return (
    <form className="form email-form" onSubmit={change} noValidate aria-busy={busy !== null}>
      <OfflineNote />
      <fieldset className="email-form__step">
        <legend className="email-form__legend">{t('emailBinding.modify.oldStep')}</legend>
        <p className="form__lead">
          {t('emailBinding.modify.oldHint')}{' '}
          <bdi dir="ltr" data-testid="modify-current-email">
            {current ?? '…'}
          </bdi>
        </p>
        <div className="form__row">
          <TextField label={t('emailBinding.modify.oldCode')} inputMode="numeric" autoComplete="one-time-code" maxLength={4} value={oldCode} onChange={setOldCode} data-testid="modify-old-code" />
          <SendCodeButton busy={busy === 'old'} waitSeconds={oldWait} onSend={sendOld} data-testid="modify-old-send-code" />
        </div>
      </fieldset>
      <fieldset className="email-form__step">
        <legend className="email-form__legend">{t('emailBinding.modify.newStep')}</legend>
        <EmailCodeRow
          label={t('emailBinding.modify.newEmail')}
          value={email}
          onChange={setEmail}
          error={errorAt('email')}
          busy={busy === 'new'}
          waitSeconds={newWait}
          onSend={sendNew}
          inputTestId="modify-email-input"
          sendTestId="modify-new-send-code"
        />
        <TextField label={t('emailBinding.modify.newCode')} inputMode="numeric" autoComplete="one-time-code" maxLength={4} value={newCode} onChange={setNewCode} data-testid="modify-new-code" />
        <FieldError text={errorAt('newCode') ?? errorAt('code')} />
      </fieldset>
      <FieldError text={errorAt('form')} />
      <Button type="submit" block busy={busy === 'change'} className="form__submit" data-testid="modify-submit">
        {t('emailBinding.modify.submit')}
      </Button>
    </form>
  );
}
