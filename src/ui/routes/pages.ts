import { lazyPage } from './lazy-page';

/**
 * The first screen of anyone signed out: part of the first load, so it paints without
 * waiting for a second round trip (bench/first-screen.bench.ts counts it in the budget).
 */
export { LoginPage } from '../pages/login/LoginPage';

/** Every other page component as its own chunk: the first load carries only the shell. */
export const MatchPage = lazyPage(() => import('../pages/match/MatchPage'), 'MatchPage');
export const DiscoverPage = lazyPage(() => import('../pages/discover/DiscoverPage'), 'DiscoverPage');
export const MessagePage = lazyPage(() => import('../pages/message/MessagePage'), 'MessagePage');
export const MePage = lazyPage(() => import('../pages/me/MePage'), 'MePage');
export const SettingsPage = lazyPage(() => import('../pages/settings/SettingsPage'), 'SettingsPage');
export const GeneralPage = lazyPage(() => import('../pages/settings/GeneralPage'), 'GeneralPage');
export const SpendingCarePage = lazyPage(() => import('../pages/spending/SpendingCarePage'), 'SpendingCarePage');
export const SpendingHistoryPage = lazyPage(() => import('../pages/spending/SpendingHistoryPage'), 'SpendingHistoryPage');
export const AboutUsPage = lazyPage(() => import('../pages/settings/AboutUsPage'), 'AboutUsPage');
export const LanguagePage = lazyPage(() => import('../pages/language/LanguagePage'), 'LanguagePage');
export const LegalPage = lazyPage(() => import('../pages/legal/LegalPage'), 'LegalPage');
export const ComingSoonPage = lazyPage(() => import('../pages/ComingSoonPage'), 'ComingSoonPage');
export const NotFoundPage = lazyPage(() => import('../pages/NotFoundPage'), 'NotFoundPage');
export const EmailLoginPage = lazyPage(() => import('../pages/login/EmailLoginPage'), 'EmailLoginPage');
export const BindEmailPage = lazyPage(() => import('../pages/email/BindEmailPage'), 'BindEmailPage');
export const EmailPage = lazyPage(() => import('../pages/email/EmailPage'), 'EmailPage');
export const ModifyEmailPage = lazyPage(() => import('../pages/email/ModifyEmailPage'), 'ModifyEmailPage');
export const ForgotPasswordPage = lazyPage(() => import('../pages/login/ForgotPasswordPage'), 'ForgotPasswordPage');
export const ProfileCompletionPage = lazyPage(() => import('../pages/login/ProfileCompletionPage'), 'ProfileCompletionPage');
export const MatchingPage = lazyPage(() => import('../pages/match/MatchingPage'), 'MatchingPage');
export const VideoCallPage = lazyPage(() => import('../pages/video-call/VideoCallPage'), 'VideoCallPage');
export const UserHomePage = lazyPage(() => import('../pages/user-home/UserHomePage'), 'UserHomePage');
export const CallEndPage = lazyPage(() => import('../pages/video-call/CallEndPage'), 'CallEndPage');
export const CallListPage = lazyPage(() => import('../pages/call-list/CallListPage'), 'CallListPage');
export const BalancePage = lazyPage(() => import('../pages/balance/BalancePage'), 'BalancePage');
export const VipPage = lazyPage(() => import('../pages/vip/VipPage'), 'VipPage');
export const ChatPage = lazyPage(() => import('../pages/chat/ChatPage'), 'ChatPage');
export const CoinsPaymentPage = lazyPage(() => import('../pages/payment/CoinsPaymentPage'), 'CoinsPaymentPage');
export const PaymentWaitPage = lazyPage(() => import('../pages/payment/PaymentWaitPage'), 'PaymentWaitPage');
export const PayResultPage = lazyPage(() => import('../pages/payment/PayResultPage'), 'PayResultPage');
export const LiveRoomPage = lazyPage(() => import('../pages/live/LiveRoomPage'), 'LiveRoomPage');
export const LiveEndPage = lazyPage(() => import('../pages/live/LiveEndPage'), 'LiveEndPage');
export const FollowingsPage = lazyPage(() => import('../pages/social/FollowingsPage'), 'FollowingsPage');
export const BlockedListPage = lazyPage(() => import('../pages/social/BlockedListPage'), 'BlockedListPage');
export const ReportPage = lazyPage(() => import('../pages/social/ReportPage'), 'ReportPage');
export const FeedbackPage = lazyPage(() => import('../pages/social/FeedbackPage'), 'FeedbackPage');
export const GamePage = lazyPage(() => import('../pages/game/GamePage'), 'GamePage');
export const ServicePage = lazyPage(() => import('../pages/service/ServicePage'), 'ServicePage');
export const EditProfilePage = lazyPage(() => import('../pages/profile-edit/EditProfilePage'), 'EditProfilePage');
export const EditNicknamePage = lazyPage(() => import('../pages/profile-edit/EditNicknamePage'), 'EditNicknamePage');
export const EditAgePage = lazyPage(() => import('../pages/profile-edit/EditAgePage'), 'EditAgePage');
export const EditCountryPage = lazyPage(() => import('../pages/profile-edit/EditCountryPage'), 'EditCountryPage');
export const EditAboutMePage = lazyPage(() => import('../pages/profile-edit/EditAboutMePage'), 'EditAboutMePage');
export const EditLanguagesPage = lazyPage(() => import('../pages/profile-edit/EditLanguagesPage'), 'EditLanguagesPage');
export const EditVideoShowPage = lazyPage(() => import('../pages/profile-edit/EditVideoShowPage'), 'EditVideoShowPage');
export const RankingPage = lazyPage(() => import('../pages/discover/RankingPage'), 'RankingPage');
export const PointsPage = lazyPage(() => import('../pages/discover/PointsPage'), 'PointsPage');
export const PublishMomentPage = lazyPage(() => import('../pages/discover/PublishMomentPage'), 'PublishMomentPage');
