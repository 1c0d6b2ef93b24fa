import type { ReactElement } from 'react';
import type { PageTitleKey } from '../i18n/translation-key';
import {
  AboutUsPage,
  BalancePage,
  BindEmailPage,
  BlockedListPage,
  CallEndPage,
  CallListPage,
  ChatPage,
  CoinsPaymentPage,
  ComingSoonPage,
  EmailLoginPage,
  EmailPage,
  FeedbackPage,
  FollowingsPage,
  ForgotPasswordPage,
  GamePage,
  GeneralPage,
  LanguagePage,
  LegalPage,
  LiveEndPage,
  LiveRoomPage,
  LoginPage,
  MatchingPage,
  ModifyEmailPage,
  PaymentWaitPage,
  PayResultPage,
  PointsPage,
  PublishMomentPage,
  RankingPage,
  ReportPage,
  ProfileCompletionPage,
  ServicePage,
  SettingsPage,
  SpendingCarePage,
  SpendingHistoryPage,
  UserHomePage,
  VideoCallPage,
  VipPage,
} from './pages';
import { EditAboutMePage, EditAgePage, EditCountryPage, EditLanguagesPage, EditNicknamePage, EditProfilePage, EditVideoShowPage } from './pages';
import { ROUTE_PATHS } from '../../application/navigation/route-paths';

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
  { path: ROUTE_PATHS.login, element: <LoginPage />, access: 'public' },
  { path: ROUTE_PATHS.emailLogin, element: <EmailLoginPage />, access: 'public' },
  { path: ROUTE_PATHS.forgotPassword, element: <ForgotPasswordPage />, access: 'public' },
  { path: ROUTE_PATHS.profileCompletion, element: <ProfileCompletionPage />, access: 'profile' },
  // Matching, calls, users.
  { path: ROUTE_PATHS.matching, element: <MatchingPage />, access: 'session' },
  { path: ROUTE_PATHS.callScreen, element: <VideoCallPage />, access: 'session' },
  { path: ROUTE_PATHS.callEnd, element: <CallEndPage />, access: 'session' },
  { path: ROUTE_PATHS.userHome, element: <UserHomePage />, access: 'session' },
  // Payment.
  { path: ROUTE_PATHS.coinsPayment, element: <CoinsPaymentPage />, access: 'session' },
  { path: ROUTE_PATHS.payResult, element: <PayResultPage />, access: 'session' },
  { path: ROUTE_PATHS.paymentWait, element: <PaymentWaitPage />, access: 'session' },
  { path: ROUTE_PATHS.game, element: <GamePage />, access: 'session' },
  // Coins, VIP, lists.
  { path: ROUTE_PATHS.balance, element: <BalancePage />, access: 'session' },
  { path: ROUTE_PATHS.vip, element: <VipPage />, access: 'session' },
  { path: ROUTE_PATHS.points, element: <PointsPage />, access: 'session' },
  { path: ROUTE_PATHS.callList, element: <CallListPage />, access: 'session' },
  { path: ROUTE_PATHS.ranking, element: <RankingPage />, access: 'session' },
  // Legal, one page per language variant (chosen by the app language where linked).
  { path: ROUTE_PATHS.privacyPolicy, element: <LegalPage document="privacy" language="en" />, access: 'public' },
  { path: ROUTE_PATHS.privacyPolicyAr, element: <LegalPage document="privacy" language="ar" />, access: 'public' },
  { path: ROUTE_PATHS.privacyPolicyEs, element: <LegalPage document="privacy" language="es" />, access: 'public' },
  { path: ROUTE_PATHS.termsOfService, element: <LegalPage document="terms" language="en" />, access: 'public' },
  { path: ROUTE_PATHS.termsOfServiceAr, element: <LegalPage document="terms" language="ar" />, access: 'public' },
  { path: ROUTE_PATHS.termsOfServiceEs, element: <LegalPage document="terms" language="es" />, access: 'public' },
  // Messages (001 §2).
  { path: ROUTE_PATHS.chat, element: <ChatPage />, access: 'session' },
  { path: ROUTE_PATHS.assistant, element: <ServicePage />, access: 'session' },
  // Feedback, report, blocking, profile editing, follows.
  { path: ROUTE_PATHS.setFeedback, element: <FeedbackPage />, access: 'session' },
  { path: ROUTE_PATHS.feedback, element: <FeedbackPage />, access: 'session' },
  { path: ROUTE_PATHS.report, element: <ReportPage />, access: 'session' },
  { path: ROUTE_PATHS.blockedList, element: <BlockedListPage />, access: 'session' },
  { path: ROUTE_PATHS.editProfile, element: <EditProfilePage />, access: 'session' },
  { path: ROUTE_PATHS.editAge, element: <EditAgePage />, access: 'session' },
  { path: ROUTE_PATHS.editNickname, element: <EditNicknamePage />, access: 'session' },
  { path: ROUTE_PATHS.editCountry, element: <EditCountryPage />, access: 'session' },
  { path: ROUTE_PATHS.editAboutMe, element: <EditAboutMePage />, access: 'session' },
  { path: ROUTE_PATHS.editLanguages, element: <EditLanguagesPage />, access: 'session' },
  { path: ROUTE_PATHS.editVideoShow, element: <EditVideoShowPage />, access: 'session' },
  { path: ROUTE_PATHS.publishMoment, element: <PublishMomentPage />, access: 'session' },
  { path: ROUTE_PATHS.followings, element: <FollowingsPage />, access: 'session' },
  // Language, email, settings.
  { path: ROUTE_PATHS.language, element: <LanguagePage />, access: 'public' },
  { path: ROUTE_PATHS.bindEmail, element: <BindEmailPage />, access: 'session' },
  { path: ROUTE_PATHS.email, element: <EmailPage />, access: 'session' },
  { path: ROUTE_PATHS.modifyEmail, element: <ModifyEmailPage />, access: 'session' },
  { path: ROUTE_PATHS.settings, element: <SettingsPage />, access: 'session' },
  { path: ROUTE_PATHS.general, element: <GeneralPage />, access: 'session' },
  { path: ROUTE_PATHS.spendingCare, element: <SpendingCarePage />, access: 'session' },
  { path: ROUTE_PATHS.spendingHistory, element: <SpendingHistoryPage />, access: 'session' },
  { path: ROUTE_PATHS.aboutUs, element: <AboutUsPage />, access: 'public' },
  // Live rooms (swipe-back disabled in the room, 001 §2).
  { path: ROUTE_PATHS.live, element: <LiveRoomPage />, access: 'session' },
  { path: ROUTE_PATHS.liveEnd, element: <LiveEndPage />, access: 'session' },
];
