/**
 * Numbers several features share: result codes and wire enumerations more than one
 * feature reads, time units, app identity. A number only one rule uses lives beside that
 * rule (domain rule file, use case, contract, adapter, server module or view); pixel sizes
 * and layout counts live in src/ui/styles/tokens.css. constants.test.ts fails when an
 * export here is used by fewer than two features (the few still waiting to move are listed
 * there). Section headers name the spec section a value comes from (000 = app shell,
 * calls, payments; 001 = messaging, profile, games). Durations are milliseconds unless
 * the name says otherwise.
 */

// ─── Request layer and session (000 §7, §9) ────────────────────────────────────────
export const API_REQUEST_TIMEOUT_MS = 10_000;
/** Requests whose `times` differs from the server clock by more than this are stale. */
export const REQUEST_TIME_TOLERANCE_MS = 5 * 60_000;
export const HEARTBEAT_MS = 30_000;
export const MAINTENANCE_POLL_MS = 60_000;

// ─── Wire format of the request layer (000 §7; docs/wire-format.md) ────────────────
/** Bytes of the bootstrap key and of every session key (`app_cre`). */
export const WIRE_KEY_BYTES = 32;
/** AES-256-CBC block and IV size. */
export const WIRE_IV_BYTES = 16;
/**
 * The key requests use before login (base64, 32 bytes). It ships inside the client, so it
 * is public by design and protects nothing secret: it keeps one envelope format for every
 * call and catches corruption. Confidentiality before login (and of the `app_cre` issued
 * at login) rests on TLS.
 */
export const WIRE_BOOTSTRAP_KEY = '8sC5x7OIPct7PzQ0+pPn7ah1+qTj8HlmaNc+Y/4RBy4=';
/** Header carrying the device user-agent string (000 §7). */
export const WIRE_UA_HEADER = 'X-Glint-UA';

// ─── Realtime channel (000 §4, §7; DESIGN.md "Realtime") ───────────────────────────
/** `type` of every realtime payload `{ type, ... }`. */
export const REALTIME_MESSAGE_TYPE = {
  chat: 1, callSignal: 3, match: 4, live: 5, callback: 6, userState: 7,
  gameNotice: 13, other: 18, conversion: 26, paymentEvent: 34,
} as const;
/** At-least-once delivery; `/msg/sync` repairs anything lost in a gap. */
export const MQTT_QOS = 1;
/** Topic levels: u/<uid>/in, u/<uid>/out, room/<id>/sys, room/<id>/chat. */
export const REALTIME_TOPIC = { user: 'u', room: 'room', inbox: 'in', outbox: 'out', roomSystem: 'sys' } as const;

// ─── Result codes (000 §8) ─────────────────────────────────────────────────────────
/** Plain success, and the generic failure every refused request carries. */
export const RESULT_SUCCESS = 1;
export const RESULT_ERROR = -1;
export const RESULT_LOGOUT = 99;
export const RESULT_WRONG_PASSWORD = 2;
export const MAINTENANCE_MARKER = 1;
export const HTTP_OK = 200;
export const HTTP_UNAUTHORIZED = 401;
/** A rate limit refused the request; the plain-JSON body's `retry_after` says in how many seconds to try again. */
export const HTTP_TOO_MANY_REQUESTS = 429;

// ─── Shell, popups, gestures (000 §2, §9; 001 §9) ──────────────────────────────────
/** Tab indexes (000 §2); the init config's `default_tab` is one of them. */
export const TAB_INDEX = { match: 0, discover: 1, message: 2, me: 3 } as const;
export const STATUS_BAR_RETRY_MS = 150;
export const STATUS_BAR_RETRY_MAX = 20;

// ─── Accounts and validation (000 §5, §9; 001 §9) ──────────────────────────────────
export const SYSTEM_USER_ID = 10_000_000;
/** Login sources, `login_from` (000 §3). */
export const LOGIN_FROM = { platform: 6, quick: 7, email: 19, auto: 23, thirdParty: 24 } as const;
/** Login answer `sign_type` (000 §4): signed in, or a new account that goes to profile completion. */
export const SIGN_TYPE = { loggedIn: 1, newAccount: 2 } as const;

// ─── Matching and calls (000 §4, §9) ───────────────────────────────────────────────
export const MATCH_PRICE = 10;
/** Ours: free matches every new account gets, the welcome gift (000 §2, §9 name the gift, not its size). */
export const WELCOME_FREE_MATCHES = 3;
/** VIP members pay this fraction of a match. */
export const VIP_MATCH_DISCOUNT = 0.5;
export const SECONDS_PER_MINUTE = 60;
export const MS_PER_SECOND = 1_000;
/** Call enumerations (000 §3) as they travel on the wire. */
export const CALL_TYPE = { video: 1, voice: 2 } as const;
export const CALL_ROOM_TYPE = { call: 1, match: 2 } as const;
export const CALL_ACTION_TYPE = { call: 1, answer: 2, matchAccept: 3, matchConnect: 4 } as const;
/** Call icon in chats and the call list (001 §4). */
export const CALL_STATUS_ICON = { cancelled: 0, declinedOrMissed: 1, completed: 2, missed: 3 } as const;
/** A user's online dot (000 §3: 1 online, 2 chatting, 3 rest); 0 offline is ours, for someone not connected. */
export const ONLINE_STATUS = { offline: 0, online: 1, chatting: 2, rest: 3 } as const;
/** Ours: the free period of a match call, seconds (the spec names it, not its length). */
export const MATCH_CALL_FREE_S = 30;
/** Ours: a seeker leaves the match queue (key 9) after waiting this long unmatched. */
export const MATCH_WAIT_MAX_MS = 300_000;
/** Ours: a host's price per minute, coins, when their profile sets none. */
export const HOST_DEFAULT_VIDEO_PRICE_PER_MIN = 60;
export const HOST_DEFAULT_VOICE_PRICE_PER_MIN = 30;
/** Ours: an unanswered call ends with reason 8 (timeout) after ringing this long. */
export const CALL_RING_TIMEOUT_MS = 30_000;
/** Ours: an answered call whose media never comes up ends with reason 8 after this long. */
export const CALL_CONNECT_TIMEOUT_MS = 30_000;
/** A party silent for two heartbeats (000 §9: 30 s) has gone: the call ends with reason 6. */
export const CALL_HEARTBEAT_LOSS_MS = 2 * HEARTBEAT_MS;
/** Ours: demo hosts take a match or call after a random delay in this range, like a person picking up. */
export const DEMO_HOST_ANSWER_DELAY_MS = { min: 1_500, max: 4_500 } as const;

// ─── Coins, VIP, payments, offers (000 §4, §9) ─────────────────────────────────────
export const WELCOME_POPUP_INTERVAL_MS = 21_600_000; // 6 h
export const DISCOUNT_DEBOUNCE_MS = 2_000;
export const COUNTDOWN_TICK_MS = 1_000;
/** `after_time` value meaning no more free coins: the free-coins card is hidden. */
export const FREE_COINS_EXHAUSTED = -1;
export const ACCESS_TOKEN_TIMEOUT_MS = 20_000;
export const CLICK_HANDLER_TIMEOUT_MS = 1_000;
export const CARD_PAY_TYPE = 22;
export const PAYMENT_STATUS = { default: 0, pending: 1, success: 2, timeout: 3, cancel: -1, fail: -2 } as const;
export const PRODUCT_TYPE = { coins: 1, vip: 2 } as const;
export const LAST_PAY_TYPE = { card: 1, storeOrWallet: 2 } as const;
/** Discount trigger types (000 §3); a scenario id (sid) equals the trigger type it names. */
export const DISCOUNT_TRIGGER = {
  unpaidNoRecharge: 1, callUp: 2, answerCall: 3, sendMessage: 4, payFail: 5,
  paidRecharge: 6, paidNoRecharge: 7, vipExpired: 8, uninstall: 9,
} as const;
/** Pay status remembered around a payment for the discount offers: 1 started, 2 done. */
export const DISCOUNT_PAY_STATUS = { started: 1, done: 2 } as const;
export const PAID_TIP_TYPE = { vipOffer: 1, saleList: 2, plain: 3, vipExpired: 4 } as const;
/** Ours: recharge from_type codes (the spec's source table is not shown); from 101 to stay clear of it. */
export const RECHARGE_FROM_TYPE = {
  rechargeBoxClick: 101, callNoCoins: 102, answerNoCoins: 103, messageNoCoins: 104,
  giftNoCoins: 105, matchNoCoins: 106, callEndPopup: 107, discountPopup: 108, gameRecharge: 109,
} as const;
export const MS_PER_DAY = 86_400_000;
/** Ours: free coins per claim, the wait between claims, and claims per UTC day (then after_time is −1 until the next day). */
export const FREE_COINS_PER_CLAIM = 20;
export const FREE_COINS_COOLDOWN_MS = 3_600_000; // 1 h
export const FREE_COINS_CLAIMS_PER_DAY = 3;
/** Ours: one VIP month, the unit of VIP time and of the monthly VIP coins. */
export const VIP_MONTH_MS = 30 * MS_PER_DAY;
/** is_direct_card values of the in-page card flow (000 §3: 2 or 3); 2 also sends the browser fields. */
export const IN_PAGE_CARD_FLOW = { withBrowserFields: 2, plain: 3 } as const;
/** The card widget's respCode for a processed request (000 §7: 20000 with status S or R). */
export const CARD_WIDGET_RESP_OK = 20_000;
/** Ours: a card order still pending this long is reconciled with the provider, then expired (status 3). */
export const ORDER_PENDING_TTL_MS = 30 * 60_000;
/** Ours: how often the server reconciles stale orders and grants due VIP coins. */
export const PAYMENTS_SWEEP_INTERVAL_MS = 60_000;
/** Ours: a provider notification whose signed timestamp is further than this from the server clock is refused. */
export const PAY_NOTIFY_TOLERANCE_MS = 5 * 60_000;
/** Ours: the provider retries an unacknowledged notification after 1 s, 2 s, 4 s… at most 5 min apart, 10 tries in all. */
export const PAY_NOTIFY_RETRY_BASE_MS = 1_000;
export const PAY_NOTIFY_RETRY_MAX_MS = 300_000;
export const PAY_NOTIFY_MAX_ATTEMPTS = 10;
/** Ours: provider access tokens (what /pay/start hands the checkout library) live this long. */
export const PAY_ACCESS_TOKEN_TTL_MS = 15 * 60_000;
/** Ours: the sandbox's pending test card settles this long after it was submitted. */
export const SANDBOX_PENDING_SETTLE_MS = 3_000;
/** Ours: a discount offer's window (its alert_remain_time counts down from this). */
export const DISCOUNT_OFFER_WINDOW_MS = 24 * 3_600_000;
/** Ours: a paying user who has not recharged for this long gets the paid-no-recharge offer (trigger 7). */
export const PAID_NO_RECHARGE_AFTER_MS = 7 * MS_PER_DAY;

// ─── Media and uploads (000 §5; 001 §5, §9) ────────────────────────────────────────
export const PNG_TO_JPEG_THRESHOLD_BYTES = 5_000_000;

// ─── Messaging (001 §5, §9) ────────────────────────────────────────────────────────
export const MESSAGE_PAGE_SIZE = 20;
export const FIRST_CONTACT_ALBUM_THUMBNAILS = 3;
export const STICKER_PACKS = {
  cat: 23, caballo: 30, food: 20, face: 20, labo: 42, flat: 20, mas: 19,
  bedtime: 20, beer: 20, birthday: 20, chat: 30, food2: 20, valentine: 22,
} as const;
/**
 * sensitive_type codes. 1, 2, 4, 5 are the server's word-list types (/other/sensitive),
 * checked in the order 1, 5, 4, 2. The built-in patterns are ours: numbered from 101 so
 * they can never collide with a list type the server adds later.
 */
export const SENSITIVE_TYPE = {
  words: 1, secondaryWords: 2, appStoreLink: 4, link: 5,
  email: 101, digitRun: 102, plusDigits: 103, handle: 104,
} as const;
/** Message type codes (001 §3). The last three are display-only list items. */
export const MSG_TYPE = {
  text: 1, voice: 2, image: 3, gift: 5, notice: 6, call: 8, video: 18, giftAsk: 21,
  expression: 23, matchSuccess: 27, aiIssueGuide: 28, aiIssueQuestion: 29,
  serviceRating: 30, serviceRated: 31,
  timeSeparator: 1_000, firstMessageHeader: 10_000, spacer: -10_000,
} as const;
export const CHAT_TYPE = {
  private: 1, club: 2, assistant: 3, notice: 4, notify: 5, clubNotice: 6, group: 11,
} as const;
/** Where a send started (from_type). */
export const SEND_ORIGIN = { msg: 1, call: 2, home: 3, game: 4, club: 5, grab: 6, moment: 8, live: 9 } as const;
/** msg_status: 0 normal (also while sending), 1 failed, 2 hidden. */
export const MSG_STATUS = { ok: 0, failed: 1, hidden: 2 } as const;
/** /msg/send `ok` codes (001 §4). */
export const SEND_RESULT = {
  success: 1, failure: 0, rechargeMessage: -1, notice: -2, nothing: -3, unpaidFlow: 6,
} as const;
/** /msg/list `type`: the inbox tabs (001 §7). */
export const INBOX_TAB = { all: 0, unread: 1, followings: 2 } as const;
/** /msg/send-status sensitive_status: 0 contact details are masked, 1 the chat may carry them. */
export const SENSITIVE_STATUS = { masked: 0, allowed: 1 } as const;
/**
 * Ours: send_limit_level of /msg/detail and /msg/send — 0 messages are free, 1 free
 * messages are left in this chat, 2 every message costs coins (send_alert_tips says how many).
 */
export const SEND_LIMIT_LEVEL = { free: 0, freeQuota: 1, paid: 2 } as const;

// ─── App identity (000 §1; 001 §9) ─────────────────────────────────────────────────
export const CLIENT_VERSION = '1.4.0';
export const APP_VERSION = '1.0.0';
