import type { ReactElement } from 'react';
import type { PageTitleKey } from '../i18n/translation-key';
import {
  AboutUsPage,
  BalancePage,
  CallEndPage,
  CallListPage,
  ChatPage,
  CoinsPaymentPage,
  ComingSoonPage,
  EmailLoginPage,
  ForgotPasswordPage,
  GeneralPage,
  LanguagePage,
  LegalPage,
  LoginPage,
  MatchingPage,
  PaymentWaitPage,
  PayResultPage,
  ProfileCompletionPage,
  SettingsPage,
  UserHomePage,
  VideoCallPage,
  VipPage,
} from './pages';

/**
 * Who may open a route: anyone ('public': sign-in, legal texts, language, about), a signed-in
 * user ('session'), or a new account completing its profile ('profile': the session
 * exists but has not started yet).
 */
export type RouteAccess = 'public' | 'session' | 'profile';

export interface AppRoute {
  readonly path: string;
  readonly element: ReactElement;
  readonly access: RouteAccess;
}

/** A route whose screen belongs to a later piece of work: a friendly page that says so. */
function soon(path: string, titleKey: PageTitleKey, options: { swipeBack?: boolean } = {}): AppRoute {
  return { path, element: <ComingSoonPage titleKey={titleKey} swipeBack={options.swipeBack ?? true} />, access: 'session' };
}

/**
 * Every non-tab route of spec 000 §2 and 001 §2. Query parameters reach each page through
 * `useQuery()`. To build a screen, swap its `soon(...)` line for its lazy page.
 */
export const APP_ROUTES: readonly AppRoute[] = [
  // Sign-in and profile completion (000 §2).
  { path: '/pages/login/index', element: <LoginPage />, access: 'public' },
  { path: '/pages/login/email', element: <EmailLoginPage />, access: 'public' },
  { path: '/pages/login/forgot-password', element: <ForgotPasswordPage />, access: 'public' },
  { path: '/pagesLogin/profile/profile', element: <ProfileCompletionPage />, access: 'profile' },
  // Matching, calls, users.
  { path: '/pages/match/matching', element: <MatchingPage />, access: 'session' },
  { path: '/pages/video-call/index', element: <VideoCallPage />, access: 'session' },
  { path: '/pages/video-call/call-end', element: <CallEndPage />, access: 'session' },
  { path: '/pages/user-home-page/index', element: <UserHomePage />, access: 'session' },
  // Payment.
  { path: '/pages/payment/coins-payment', element: <CoinsPaymentPage />, access: 'session' },
  { path: '/pages/payment/pay-result', element: <PayResultPage />, access: 'session' },
  { path: '/pages/payment/payment-wait', element: <PaymentWaitPage />, access: 'session' },
  soon('/pages/game-iframe/index', 'pages.game'),
  // Coins, VIP, lists.
  { path: '/pagesPub/balance/coins', element: <BalancePage />, access: 'session' },
  { path: '/pagesPub/vip/index', element: <VipPage />, access: 'session' },
  soon('/pagesPub/point/point', 'pages.points'),
  { path: '/pagesPub/call-list/list', element: <CallListPage />, access: 'session' },
  soon('/pagesPub/ranking-list/ranking-list', 'pages.ranking'),
  // Legal, one page per language variant (chosen by the app language where linked).
  { path: '/pagesPub/privacy/privacy-policy', element: <LegalPage document="privacy" language="en" />, access: 'public' },
  { path: '/pagesPub/privacy/privacy-policy-ar', element: <LegalPage document="privacy" language="ar" />, access: 'public' },
  { path: '/pagesPub/privacy/privacy-policy-es', element: <LegalPage document="privacy" language="es" />, access: 'public' },
  { path: '/pagesPub/privacy/terms-of-service', element: <LegalPage document="terms" language="en" />, access: 'public' },
  { path: '/pagesPub/privacy/terms-of-service-ar', element: <LegalPage document="terms" language="ar" />, access: 'public' },
  { path: '/pagesPub/privacy/terms-of-service-es', element: <LegalPage document="terms" language="es" />, access: 'public' },
  // Messages (001 §2).
  { path: '/pagesMsg/chat/index', element: <ChatPage />, access: 'session' },
  soon('/pagesMsg/chatAss/index', 'pages.assistant'),
  // Feedback, report, blocking, profile editing, follows.
  soon('/pagesPub/set/feedback', 'pages.feedback'),
  soon('/pagesPub/my/feedback', 'pages.feedback'),
  soon('/pagesPub/my/report', 'pages.report'),
  soon('/pagesPub/my/blocked-list', 'pages.blockedList'),
  soon('/pagesPub/edit/edit-profile', 'pages.editProfile'),
  soon('/pagesPub/edit/age', 'pages.editAge'),
  soon('/pagesPub/edit/nickname', 'pages.editNickname'),
  soon('/pagesPub/edit/country', 'pages.editCountry'),
  soon('/pagesPub/edit/about-me', 'pages.editAboutMe'),
  soon('/pagesPub/edit/video-show', 'pages.editVideoShow'),
  soon('/pagesPub/edit/publish-moment', 'pages.publishMoment'),
  soon('/pagesPub/my/my-followings', 'pages.followings'),
  // Language, email, settings.
  { path: '/pagesPub/my/language', element: <LanguagePage />, access: 'public' },
  soon('/pagesPub/my/bind-email', 'pages.bindEmail'),
  soon('/pagesPub/my/email', 'pages.email'),
  soon('/pagesPub/my/modify-email', 'pages.modifyEmail'),
  { path: '/pagesPub/my/setting', element: <SettingsPage />, access: 'session' },
  { path: '/pagesPub/my/general', element: <GeneralPage />, access: 'session' },
  { path: '/pagesPub/my/about-us', element: <AboutUsPage />, access: 'public' },
  // Live rooms (swipe-back disabled in the room, 001 §2).
  soon('/pagesLive/index', 'pages.live', { swipeBack: false }),
  soon('/pagesLive/live-end', 'pages.liveEnd'),
];
