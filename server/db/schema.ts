import type { ColumnType, Generated, GeneratedAlways } from 'kysely';

/**
 * The typed shape of the database, one interface per table (migrations in ./migrations).
 * bigint columns read back as JS numbers (every value here is far below 2^53: uids, coins,
 * epoch milliseconds), dates as 'YYYY-MM-DD' strings — see ./type-parsers.ts.
 */
export interface Database {
  users: UsersTable;
  credentials: CredentialsTable;
  verification_codes: VerificationCodesTable;
  devices: DevicesTable;
  sessions: SessionsTable;
  used_refresh_tokens: UsedRefreshTokensTable;
  login_attempts: LoginAttemptsTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transfers: LedgerTransfersTable;
  ledger_entries: LedgerEntriesTable;
  follows: FollowsTable;
  blocks: BlocksTable;
  visits: VisitsTable;
  chats: ChatsTable;
  chat_members: ChatMembersTable;
  messages: MessagesTable;
  message_deletions: MessageDeletionsTable;
  orders: OrdersTable;
  payment_notifications: PaymentNotificationsTable;
  pay_events: PayEventsTable;
  gifts: GiftsTable;
  gift_bag: GiftBagTable;
  gift_bag_grants: GiftBagGrantsTable;
  gift_sends: GiftSendsTable;
  calls: CallsTable;
  match_payments: MatchPaymentsTable;
  live_rooms: LiveRoomsTable;
  live_room_members: LiveRoomMembersTable;
  live_gifts: LiveGiftsTable;
  games: GamesTable;
  game_sessions: GameSessionsTable;
  reports: ReportsTable;
  feedback: FeedbackTable;
  moments: MomentsTable;
  uploads: UploadsTable;
  config: ConfigTable;
  maintenance_windows: MaintenanceWindowsTable;
  mail_outbox: MailOutboxTable;
  admin_actions: AdminActionsTable;
}

/** Epoch milliseconds from the app clock. */
export type EpochMs = number;

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
/** jsonb: read as a value, written as its JSON text (both drivers would turn arrays into SQL arrays). */
export type Json<T extends JsonValue = JsonValue> = ColumnType<T, string, string>;
/** jsonb with a database default. */
export type JsonWithDefault<T extends JsonValue = JsonValue> = ColumnType<T, string | undefined, string>;

type Id = GeneratedAlways<number>;

export interface UsersTable {
  uid: Generated<number>;
  nickname: Generated<string>;
  avatar: Generated<string>;
  small_avatar: Generated<string>;
  big_avatar_url: Generated<string>;
  avatar_width: number | null;
  avatar_height: number | null;
  sex: Generated<number>;
  birthday: string | null;
  country_code: Generated<string>;
  language: Generated<string>;
  speak_language: Generated<string>;
  signature: Generated<string>;
  is_tourist: Generated<boolean>;
  is_host: Generated<boolean>;
  /** An invented demo host (migration 0610): labelled "Demo" everywhere and never paid. */
  is_demo: Generated<boolean>;
  vip_expires_at: EpochMs | null;
  is_auth: Generated<boolean>;
  auth_status: Generated<number>;
  level: Generated<number>;
  recharge_cents: Generated<number>;
  call_free_min: Generated<number>;
  match_free_count: Generated<number>;
  /** Free messages bought with packages (migration 0620): spent before coins on a paid message. */
  message_free_count: Generated<number>;
  /** Popularity points from packages' charm bonus (migration 0620). */
  popularity: Generated<number>;
  video_call_gold: number | null;
  voice_call_gold: number | null;
  channel_key: Generated<string>;
  is_rest: Generated<boolean>;
  hide_profile: Generated<boolean>;
  hide_vip: Generated<boolean>;
  hide_level: Generated<boolean>;
  hide_online: Generated<boolean>;
  auto_translate: Generated<boolean>;
  banned_at: EpochMs | null;
  banned_until: EpochMs | null;
  banned_reason: string | null;
  last_seen_at: EpochMs | null;
  /** The profile album in the owner's order, AlbumPhoto[] (migration 1010). */
  album: JsonWithDefault<AlbumPhotoJson[]>;
  /** The video show, a VideoShow, or null (migration 1010). */
  video_show: Json<VideoShowJson> | null;
  /** The profile photo leads the album others see (migration 1010). */
  show_avatar_moment: Generated<boolean>;
  created_at: EpochMs;
  updated_at: EpochMs;
}

/** An album picture as the users.album column keeps it. */
export type AlbumPhotoJson = { url: string; width: number; height: number };
/** The video show as the users.video_show column keeps it. */
export type VideoShowJson = { url: string; cover: string; duration: number; width: number; height: number };

export interface CredentialsTable {
  id: Id;
  uid: number;
  kind: 'email' | 'third_party';
  email: string | null;
  password_hash: string | null;
  provider: string | null;
  subject: string | null;
  verified_at: EpochMs | null;
  created_at: EpochMs;
}

export interface VerificationCodesTable {
  id: Id;
  email: string;
  purpose: string;
  code_hash: string;
  /** SHA-256 of the reset mail's link token (password resets only). */
  link_hash: string | null;
  /** The signed-in account that asked for a bind or change-of-e-mail code (null for resets). */
  uid: Generated<number | null>;
  attempts: Generated<number>;
  expires_at: EpochMs;
  consumed_at: EpochMs | null;
  created_at: EpochMs;
}

export interface DevicesTable {
  id: Id;
  uid: number;
  device_id: string;
  platform: Generated<string>;
  user_agent: Generated<string>;
  app_version: Generated<string>;
  push_token: string | null;
  push_token_type: number | null;
  created_at: EpochMs;
  last_seen_at: EpochMs;
}

export interface SessionsTable {
  id: Id;
  uid: number;
  device_id: string | null;
  token_hash: string;
  refresh_token_hash: string | null;
  app_cre: string;
  expires_at: EpochMs;
  refresh_expires_at: EpochMs | null;
  revoked_at: EpochMs | null;
  created_at: EpochMs;
  last_used_at: EpochMs;
  /** The pair before the last rotation (1230): its token and refresh hashes and its request key. */
  previous_token_hash: Generated<string | null>;
  previous_refresh_hash: Generated<string | null>;
  previous_app_cre: Generated<string | null>;
  rotated_at: Generated<EpochMs | null>;
  /** The last rotation's new pair, sealed under the previous refresh token (rotation-seal.ts). */
  sealed_rotation: Generated<string | null>;
  /** False from a rotation until the new pair is first used. */
  rotation_confirmed: Generated<boolean>;
  /** When the app sealed the sign-in that made this session, by the device's clock (1231). */
  signed_in_at_client: Generated<EpochMs | null>;
}

/** A refresh token already traded in (its SHA-256), so a second use can end its session. */
export interface UsedRefreshTokensTable {
  token_hash: string;
  session_id: number;
  used_at: EpochMs;
}

export interface LoginAttemptsTable {
  id: Id;
  key: string;
  succeeded: boolean;
  attempted_at: EpochMs;
}

export interface LedgerAccountsTable {
  id: string;
  uid: number | null;
  balance: Generated<number>;
  allow_negative: Generated<boolean>;
  created_at: EpochMs;
}

export interface LedgerTransfersTable {
  id: Id;
  idempotency_key: string;
  from_account: string;
  to_account: string;
  amount: number;
  reason: string;
  meta: JsonWithDefault<{ [key: string]: JsonValue }>;
  created_at: EpochMs;
}

export interface LedgerEntriesTable {
  id: Id;
  transfer_id: number;
  account_id: string;
  amount: number;
  balance_after: number;
  created_at: EpochMs;
}

export interface FollowsTable {
  follower_uid: number;
  followee_uid: number;
  seen: Generated<boolean>;
  created_at: EpochMs;
}

export interface BlocksTable {
  blocker_uid: number;
  blocked_uid: number;
  created_at: EpochMs;
}

export interface VisitsTable {
  visitor_uid: number;
  visited_uid: number;
  visit_count: Generated<number>;
  seen: Generated<boolean>;
  last_visited_at: EpochMs;
}

export interface ChatsTable {
  id: Id;
  chat_type: number;
  user_low: number;
  user_high: number;
  last_message_id: number | null;
  last_mtime: Generated<EpochMs>;
  created_at: EpochMs;
}

export interface ChatMembersTable {
  chat_id: number;
  uid: number;
  peer_uid: number;
  unread: Generated<number>;
  last_read_mtime: Generated<EpochMs>;
  last_mtime: Generated<EpochMs>;
  cleared_before_mtime: Generated<EpochMs>;
  hidden: Generated<boolean>;
  is_top: Generated<boolean>;
}

export interface MessagesTable {
  id: Id;
  chat_id: number;
  send_uid: number;
  client_msg_id: string | null;
  msg_type: number;
  msg_content: Json;
  msg_status: Generated<number>;
  sensitive_type: number | null;
  transfer_id: number | null;
  mtime: EpochMs;
}

export interface MessageDeletionsTable {
  uid: number;
  message_id: number;
  deleted_at: EpochMs;
}

export interface OrdersTable {
  id: Id;
  order_no: string;
  uid: number;
  goods_id: string;
  product_type: number;
  pay_type: number;
  pay_platform: number | null;
  amount_cents: number;
  currency: Generated<string>;
  coins: Generated<number>;
  vip_months: Generated<number>;
  status: Generated<number>;
  provider_ref: string | null;
  from_type: string | null;
  from_id: string | null;
  extras: JsonWithDefault<{ [key: string]: JsonValue }>;
  transfer_id: number | null;
  created_at: EpochMs;
  updated_at: EpochMs;
  paid_at: EpochMs | null;
}

export interface PaymentNotificationsTable {
  id: Id;
  provider: string;
  event_id: string;
  order_no: string | null;
  payload: Json;
  received_at: EpochMs;
  processed_at: EpochMs | null;
  error: string | null;
}

export interface PayEventsTable {
  id: Id;
  uid: number;
  order_no: string;
  kind: string;
  payload: JsonWithDefault;
  created_at: EpochMs;
  acked_at: EpochMs | null;
}

export interface GiftsTable {
  id: number;
  title: string;
  icon: string;
  price: number;
  svga_url: Generated<string>;
  sort: Generated<number>;
  enabled: Generated<boolean>;
}

export interface GiftBagTable {
  uid: number;
  gift_id: number;
  count: number;
}

/** One fill of a gift bag under its idempotency key (migration 1060). */
export interface GiftBagGrantsTable {
  key: string;
  uid: number;
  gift_id: number;
  count: number;
  /** Where the gifts came from: 'package', 'reward' or 'event'. */
  source: string;
  created_at: number;
}

export interface GiftSendsTable {
  id: Id;
  from_uid: number;
  to_uid: number;
  gift_id: number;
  number: number;
  coins: number;
  from_bag: Generated<boolean>;
  from_type: string | null;
  room_id: number | null;
  transfer_id: number | null;
  created_at: EpochMs;
}

/** How a match call's seeker paid (migration 1250): a free match or coins under the queue stay's ticket; refunded once. */
export interface MatchPaymentsTable {
  room_id: number;
  uid: number;
  kind: 'free_match' | 'coins';
  price: number;
  ticket: string;
  refunded_at: number | null;
}

export interface CallsTable {
  id: Id;
  caller_uid: number;
  callee_uid: number;
  call_type: number;
  room_type: number;
  status: 'calling' | 'connected' | 'ended';
  price_per_min: Generated<number>;
  free_seconds: Generated<number>;
  billed_minutes: Generated<number>;
  coins_charged: Generated<number>;
  end_reason: number | null;
  ended_by: number | null;
  created_at: EpochMs;
  answered_at: EpochMs | null;
  ended_at: EpochMs | null;
  caller_heartbeat_at: EpochMs | null;
  callee_heartbeat_at: EpochMs | null;
}

export interface LiveRoomsTable {
  id: Id;
  host_uid: number;
  title: Generated<string>;
  status: Generated<'live' | 'away' | 'ended'>;
  started_at: EpochMs;
  ended_at: EpochMs | null;
  /** A JPEG data URL the host's camera took (migration 0760), '' when none. */
  cover: Generated<string>;
  /** The internal address of the node holding the live's media (migration 1240), null until the host publishes on a node of several. */
  media_node: Generated<string | null>;
}

/** One gift sent in a live (migration 0760): what the live-end page sums. */
export interface LiveGiftsTable {
  live_id: number;
  from_uid: number;
  client_msg_id: string;
  gift_id: number;
  coins: number;
  created_at: EpochMs;
}

export interface LiveRoomMembersTable {
  live_id: number;
  uid: number;
  joined_at: EpochMs;
  left_at: EpochMs | null;
  muted: Generated<boolean>;
  kicked_at: EpochMs | null;
}

export interface GamesTable {
  id: number;
  title: string;
  link: string;
  icon: Generated<string>;
  sort: Generated<number>;
  enabled: Generated<boolean>;
}

export interface GameSessionsTable {
  id: string;
  game_id: number;
  uid: number;
  started_at: EpochMs;
  last_heartbeat_at: EpochMs;
  ended_at: EpochMs | null;
}

export interface ReportsTable {
  id: Id;
  reporter_uid: number;
  target_uid: number;
  reason_ids: string;
  from_type: string | null;
  room_id: number | null;
  description: Generated<string>;
  photos: JsonWithDefault;
  status: Generated<string>;
  created_at: EpochMs;
}

export interface FeedbackTable {
  id: Id;
  uid: number;
  rating: number | null;
  type: string;
  text: string;
  photos: JsonWithDefault;
  created_at: EpochMs;
}

export interface MomentsTable {
  id: Id;
  uid: number;
  text: Generated<string>;
  media: JsonWithDefault;
  review_status: Generated<number>;
  transfer_id: number | null;
  created_at: EpochMs;
  updated_at: EpochMs;
}

export interface UploadsTable {
  id: Id;
  uid: number;
  type: string;
  flag: Generated<string>;
  md5: string | null;
  width: number | null;
  height: number | null;
  path: string;
  mime: string | null;
  size_bytes: number | null;
  status: Generated<'pending' | 'stored' | 'confirmed'>;
  created_at: EpochMs;
  confirmed_at: EpochMs | null;
}

export interface ConfigTable {
  key: string;
  version: Generated<number>;
  value: Json;
  updated_at: EpochMs;
}

export interface MaintenanceWindowsTable {
  id: Id;
  starts_at: EpochMs;
  ends_at: EpochMs;
  content: Generated<string>;
  created_at: EpochMs;
  switched_off_at: EpochMs | null;
}

export interface MailOutboxTable {
  id: Id;
  to_address: string;
  subject: string;
  body_text: string;
  kind: string;
  created_at: EpochMs;
  sent_at: EpochMs | null;
  error: string | null;
}

export interface AdminActionsTable {
  id: Id;
  action: string;
  params: JsonWithDefault;
  remote_address: string;
  created_at: EpochMs;
}
