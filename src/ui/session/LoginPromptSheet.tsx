import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppServices } from '../app-services';
import { Button } from '../components/Button';
import { GoogleIcon, MailIcon } from '../components/icons/page-icons';
import { useLiveState } from '../hooks/use-live-state';
import { Sheet } from '../popups/Sheet';
import { ROUTE_PATHS } from '../../application/navigation/route-paths';

/**
 * The login prompt for tourists (000 §2, §6): what a guest account sees on an element
 * that needs a real account. It leads to the sign-in methods that give one.
 */
export function LoginPromptSheet() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { loginPrompt, login } = useAppServices();
  const open = useLiveState(loginPrompt.open$);
  const thirdParty = useLiveState(login.thirdPartyAvailable$);

  const go = (path: string) => {
    loginPrompt.close();
    navigate(path);
  };

  return (
    <Sheet open={open} title={t('loginPrompt.title')} onClose={loginPrompt.close} layer="vip" data-testid="login-prompt">
      <div className="login-prompt">
        <p className="login-prompt__text">{t('loginPrompt.body')}</p>
        {thirdParty ? (
          <Button variant="ghost" block onClick={() => go(ROUTE_PATHS.login)}>
            <GoogleIcon small />
            {t('login.thirdParty')}
          </Button>
        ) : null}
        <Button block onClick={() => go(ROUTE_PATHS.emailLogin)} data-testid="login-prompt-email">
          <MailIcon small />
          {t('login.email')}
        </Button>
      </div>
    </Sheet>
  );
}
