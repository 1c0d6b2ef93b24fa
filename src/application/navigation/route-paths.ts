/**
 * Every route path of the app (spec 000 §2, 001 §2), the one place a path is written.
 * The paths are the spec's (hash routes kept from the original app, so links and the
 * native shell's deep links keep working). It lives in application because use cases
 * name screens too: the discount offers check which screen is open, the checkout sends
 * the card provider back to the pay-result page, a paid-for workflow resumes on a page.
 */
export const ROUTE_PATHS = {
  entry: '/',
  // The four tab pages, in tab-index order.
  matchTab: '/pages/match/index',
  discoverTab: '/pages/discover/index',
  messageTab: '/pages/message/index',
  meTab: '/pages/me/index',
  // Sign-in and profile completion.
  login: '/pages/login/index',
  emailLogin: '/pages/login/email',
  forgotPassword: '/pages/login/forgot-password',
  profileCompletion: '/pagesLogin/profile/profile',
  // Matching, calls, users.
  matching: '/pages/match/matching',
  callScreen: '/pages/video-call/index',
  callEnd: '/pages/video-call/call-end',
  userHome: '/pages/user-home-page/index',
  // Payment.
  coinsPayment: '/pages/payment/coins-payment',
  payResult: '/pages/payment/pay-result',
  paymentWait: '/pages/payment/payment-wait',
  game: '/pages/game-iframe/index',
  // Coins, VIP, lists.
  balance: '/pagesPub/balance/coins',
  vip: '/pagesPub/vip/index',
  points: '/pagesPub/point/point',
  callList: '/pagesPub/call-list/list',
  ranking: '/pagesPub/ranking-list/ranking-list',
  // Legal, one page per language variant.
  privacyPolicy: '/pagesPub/privacy/privacy-policy',
  privacyPolicyAr: '/pagesPub/privacy/privacy-policy-ar',
  privacyPolicyEs: '/pagesPub/privacy/privacy-policy-es',
  termsOfService: '/pagesPub/privacy/terms-of-service',
  termsOfServiceAr: '/pagesPub/privacy/terms-of-service-ar',
  termsOfServiceEs: '/pagesPub/privacy/terms-of-service-es',
  // Messages.
  chat: '/pagesMsg/chat/index',
  assistant: '/pagesMsg/chatAss/index',
  // Feedback, report, blocking, profile editing, follows.
  setFeedback: '/pagesPub/set/feedback',
  feedback: '/pagesPub/my/feedback',
  report: '/pagesPub/my/report',
  blockedList: '/pagesPub/my/blocked-list',
  editProfile: '/pagesPub/edit/edit-profile',
  editAge: '/pagesPub/edit/age',
  editNickname: '/pagesPub/edit/nickname',
  editCountry: '/pagesPub/edit/country',
  editAboutMe: '/pagesPub/edit/about-me',
  editVideoShow: '/pagesPub/edit/video-show',
  /** Ours: languages spoken have their own page (the spec lists the field, not its page). */
  editLanguages: '/pagesPub/edit/languages',
  publishMoment: '/pagesPub/edit/publish-moment',
  followings: '/pagesPub/my/my-followings',
  // Language, email, settings.
  language: '/pagesPub/my/language',
  bindEmail: '/pagesPub/my/bind-email',
  email: '/pagesPub/my/email',
  modifyEmail: '/pagesPub/my/modify-email',
  settings: '/pagesPub/my/setting',
  general: '/pagesPub/my/general',
  // Ours (issue #19): the spending limits a user sets, and their spending history.
  spendingCare: '/pagesPub/set/spending-care',
  spendingHistory: '/pagesPub/set/spending-history',
  aboutUs: '/pagesPub/my/about-us',
  // Live rooms.
  live: '/pagesLive/index',
  liveEnd: '/pagesLive/live-end',
} as const;

export type RoutePath = (typeof ROUTE_PATHS)[keyof typeof ROUTE_PATHS];

/** The folder every payment page sits under: the sheets wait hidden while one is open. */
export const PAYMENT_PAGES_PREFIX = '/pages/payment/';
