import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { LoginOutcome } from '../../../application/sign-in/login-view-model';
import { useAppServices } from '../../app-services';
import { Button } from '../../components/Button';
import { GlintLogo } from '../../components/GlintLogo';
import { BoltIcon, GoogleIcon, MailIcon } from '../../components/icons/page-icons';
import { useLiveState } from '../../hooks/use-live-state';
import { PageBody, PageShell } from '../../shell/PageShell';
import { AgreeToTerms } from '../legal/AgreeToTerms';
import { useAfterSignIn } from './use-after-sign-in';
import { ROUTE_PATHS } from '../../../application/navigation/route-paths';
import './login.css';

const LOGIN_AGREE_CONTINUE_DELAY_MS = 500;

type Method = 'thirdParty' | 'email' | 'quick';

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/** Provider returns already being finished (the page may mount twice: StrictMode, a re-render with the core). */
const finishing = new WeakSet<object>();

/**
 * /pages/login/index, the welcome page: the brand and the login sheet (spec 000 §2). The
 * third-party button shows in a browser when the server has a provider. Choosing a method
 * with the terms unticked asks first; agreeing ticks the box and continues after
 * LOGIN_AGREE_CONTINUE_DELAY_MS.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { login, confirm, thirdPartyReturn, session } = useAppServices();
  // Signed out, this is the app's first screen: there is nothing to go back to.
  const signedOut = useLiveState(session.status$) === 'signed-out';
  const agreed = useLiveState(login.agreed$);
  const thirdPartyAvailable = useLiveState(login.thirdPartyAvailable$);
  const afterSignIn = useAfterSignIn();
  const [busy, setBusy] = useState<Method | null>(null);

  useEffect(() => {
    void login.checkThirdParty();
  }, [login]);

  // Back from the provider (000 §7): finish the sign-in it started.
  useEffect(() => {
    if (thirdPartyReturn === null || finishing.has(thirdPartyReturn)) return;
    finishing.add(thirdPartyReturn);
    setBusy('thirdParty');
    void login
      .finishThirdParty(thirdPartyReturn)
      .then(afterSignIn)
      .finally(() => setBusy(null));
  }, [thirdPartyReturn, login, afterSignIn]);

  const choose = async (method: Method) => {
    if (busy) return;
    if (!login.agreed$.getValue()) {
      const accepted = await confirm.ask({
        title: { key: 'tips' },
        body: { key: 'noProtocolSelectedContent' },
        confirmLabel: { key: 'common.agree' },
        cancelLabel: { key: 'common.disagree' },
      });
      if (!accepted) return;
      login.setAgreed(true);
      await wait(LOGIN_AGREE_CONTINUE_DELAY_MS);
    }
    if (method === 'email') {
      navigate(ROUTE_PATHS.emailLogin);
      return;
    }
    setBusy(method);
    let outcome: LoginOutcome;
    try {
      outcome = await (method === 'quick' ? login.signInQuick() : login.signInThirdParty());
    } finally {
      setBusy(null);
    }
    await afterSignIn(outcome);
  };

  return (
    <PageShell title={t('pages.login')} back={!signedOut} className="page--hero">
      <PageBody flush>
        <div className="login">
          <section className="login__brand">
            <GlintLogo size={96} />
            <h2 className="login__name">{t('app.name')}</h2>
            <p className="login__tagline">{t('app.tagline')}</p>
          </section>
          <section className="login__panel" aria-label={t('pages.login')}>
            {thirdPartyAvailable || busy === 'thirdParty' ? (
              <Button variant="ghost" block busy={busy === 'thirdParty'} onClick={() => void choose('thirdParty')} data-testid="login-third-party">
                <GoogleIcon small />
                {t('login.thirdParty')}
              </Button>
            ) : null}
            <Button variant="secondary" block onClick={() => void choose('email')} data-testid="login-email">
              <MailIcon small />
              {t('login.email')}
            </Button>
            <Button variant="primary" block busy={busy === 'quick'} onClick={() => void choose('quick')} data-testid="login-quick">
              <BoltIcon small />
              {t('login.quick')}
            </Button>
            <AgreeToTerms className="login__agree" checked={agreed} onChange={(checked) => login.setAgreed(checked)} testId="login-agree" />
          </section>
        </div>
      </PageBody>
    </PageShell>
  );
}
