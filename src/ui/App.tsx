import type { i18n } from 'i18next';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AppServicesProvider, type AppServices } from './app-services';
import { CatchingUpHashRouter } from './shell/CatchingUpHashRouter';
import { PopupRootProvider } from './popups/popup-root';
import { AppRoutes } from './routes/AppRoutes';
import { SessionHost } from './session/SessionHost';
import { ConfirmHost } from './shell/ConfirmHost';
import { ErrorBoundary } from './shell/ErrorBoundary';
import { ErrorPage } from './shell/ErrorPage';
import { OfflineBanner } from './shell/OfflineBanner';
import { MaintenanceBanner } from './session/MaintenanceBanner';
import { StatusBarSpacer } from './shell/StatusBarSpacer';
import { ToastHost } from './shell/ToastHost';
import './styles/tokens.css';
import './styles/themes.css';
import './styles/base.css';
import './styles/shell.css';
import './styles/components.css';

/*
 * The popup hosts of the core's features (calls, messages, wallet, checkout) can show
 * nothing before the core has loaded, so their code and CSS are chunks of their own,
 * requested only once the core's services exist: they stay out of the first paint.
 */
const CallHost = lazy(() => import('./popups/CallHost').then((module) => ({ default: module.CallHost })));
const LiveBannerHost = lazy(() => import('./pages/live/LiveBannerHost').then((module) => ({ default: module.LiveBannerHost })));
const MessageBannerHost = lazy(() => import('./pages/message/MessageBannerHost').then((module) => ({ default: module.MessageBannerHost })));
const RechargeHost = lazy(() => import('./popups/wallet/RechargeHost').then((module) => ({ default: module.RechargeHost })));
const CongratsHost = lazy(() => import('./games/CongratsHost').then((module) => ({ default: module.CongratsHost })));
const ServerInstructionsHost = lazy(() => import('./shell/ServerInstructionsHost').then((module) => ({ default: module.ServerInstructionsHost })));
const InstallRewardHost = lazy(() => import('./pages/discover/InstallRewardHost').then((module) => ({ default: module.InstallRewardHost })));
const CheckoutHost = lazy(() => import('./popups/checkout/CheckoutHost').then((module) => ({ default: module.CheckoutHost })));

/** A boundary of its own, mounted with its host: the core's services (rendered as a transition) commit without waiting for the host's chunk. */
function LazyHost({ host: Host }: { host: ComponentType }) {
  return (
    <Suspense fallback={null}>
      <Host />
    </Suspense>
  );
}

export interface AppProps {
  services: AppServices;
  i18n: i18n;
  /** The router around the frame: the hash router in the browser; the build-time prerender passes one fixed at the sign-in page. */
  Router?: ComponentType<{ children: ReactNode }>;
}

/** The app frame: providers, the phone-width column, the routes and the global layers. */
export function App({ services, i18n, Router = CatchingUpHashRouter }: AppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <AppServicesProvider services={services}>
        <Router>
          <div className="app-frame">
            <PopupRootProvider>
              <StatusBarSpacer />
              <OfflineBanner />
              <MaintenanceBanner />
              <div className="app-routes">
                <ErrorBoundary fallback={(retry) => <ErrorPage onRetry={retry} />}>
                  <AppRoutes />
                </ErrorBoundary>
              </div>
              <SessionHost />
              {services.core !== null && (
                <>
                  <LazyHost host={CallHost} />
                  <LazyHost host={MessageBannerHost} />
                  <LazyHost host={LiveBannerHost} />
                  <LazyHost host={RechargeHost} />
                  <LazyHost host={CheckoutHost} />
                  <LazyHost host={CongratsHost} />
                  <LazyHost host={ServerInstructionsHost} />
                  <LazyHost host={InstallRewardHost} />
                </>
              )}
              <ToastHost />
              <ConfirmHost />
            </PopupRootProvider>
          </div>
        </Router>
      </AppServicesProvider>
    </I18nextProvider>
  );
}
