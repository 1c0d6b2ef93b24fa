import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { HashRouter } from 'react-router-dom';
import { AppServicesProvider, type AppServices } from './app-services';
import { CallHost } from './popups/CallHost';
import { MessageBannerHost } from './pages/message/MessageBannerHost';
import { RechargeHost } from './popups/wallet/RechargeHost';
import { CheckoutHost } from './popups/checkout/CheckoutHost';
import { PopupRootProvider } from './popups/popup-root';
import { AppRoutes } from './routes/AppRoutes';
import { SessionHost } from './session/SessionHost';
import { ConfirmHost } from './shell/ConfirmHost';
import { ErrorBoundary } from './shell/ErrorBoundary';
import { ErrorPage } from './shell/ErrorPage';
import { OfflineBanner } from './shell/OfflineBanner';
import { StatusBarSpacer } from './shell/StatusBarSpacer';
import { ToastHost } from './shell/ToastHost';
import './styles/tokens.css';
import './styles/base.css';
import './styles/shell.css';
import './styles/components.css';

export interface AppProps {
  services: AppServices;
  i18n: i18n;
}

/** The app frame: providers, the phone-width column, the routes and the global layers. */
export function App({ services, i18n }: AppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <AppServicesProvider services={services}>
        <HashRouter>
          <div className="app-frame">
            <PopupRootProvider>
              <StatusBarSpacer />
              <OfflineBanner />
              <div className="app-routes">
                <ErrorBoundary fallback={(retry) => <ErrorPage onRetry={retry} />}>
                  <AppRoutes />
                </ErrorBoundary>
              </div>
              <SessionHost />
              <CallHost />
              <MessageBannerHost />
              <RechargeHost />
              <CheckoutHost />
              <ToastHost />
              <ConfirmHost />
            </PopupRootProvider>
          </div>
        </HashRouter>
      </AppServicesProvider>
    </I18nextProvider>
  );
}
