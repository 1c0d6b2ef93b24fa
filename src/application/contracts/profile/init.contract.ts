import { z } from 'zod';
import { TAB_INDEX, type Coins } from '../../../domain';
import { iceServerSchema } from '../call/ice-server';
import { defineContract } from '../define-contract';
import { bannedInfoSchema } from '../user/banned-info';
import { binaryFlag, currentUserSchema } from '../user/current-user';

const USER_AGENT_MAX = 2_048;
const count = z.number().int().nonnegative();
const version = z.number().int().nonnegative();

/**
 * Versions of the cached reference data (000 §3): a client refetches a list only when its
 * version differs from the one it cached (`country` is /other/region's data.version).
 */
export const configVersionSchema = z.object({
  sensitive: version,
  vip: version,
  coins: version,
  config: version,
  gift: version,
  country: version,
  report: version,
  game_version: version,
});

export const initConfigSchema = z.object({
  config_version: configVersionSchema,
  /** Avatar-label types in priority order (substituteAvatarUrl). */
  avatar_rules: z.array(z.string()),
  /** Features the server switched off for this client ('live', 'games', 'moments'…). */
  hide_services: z.array(z.string()),
  /** The tab sign-in lands on (000 §2): 0 match, 1 discover, 2 message, 3 me. */
  default_tab: z.number().int().min(TAB_INDEX.match).max(TAB_INDEX.me),
  /** STUN/TURN for calls (TURN with fresh credentials); empty means host candidates only (fine on one network). */
  ice_servers: z.array(iceServerSchema),
  /**
   * Ours: the origin uploads are served from when they live in an S3-compatible bucket
   * ('' when on this server's disk, served by the page's own origin). The chat loads
   * message media only from these two (isOwnMediaUrl).
   */
  media_origin: z.string().default(''),
});

/**
 * The broker login (000 §3 socket_info). The client connects to
 * `ws(s)://<mqtt_host or the page's host>[:<mqtt_port>]<mqtt_path>` (brokerUrlOf);
 * an empty host and port 0 mean the page's own, which is where the embedded broker is.
 */
export const socketInfoSchema = z.object({
  mqtt_host: z.string(),
  mqtt_port: z.number().int().min(0).max(65_535),
  /** Ours: the WebSocket path, '/mqtt'. */
  mqtt_path: z.string().startsWith('/'),
  client_id: z.string().min(1),
  username: z.string().min(1),
  password: z.string().min(1),
});

/** `user_info` of /profile/init: the current user with every social counter filled. */
export const initUserSchema = currentUserSchema.required({
  focus_num: true,
  fans_num: true,
  fans_new: true,
  visitor_num: true,
  visitor_new: true,
  visit_num: true,
  fans_user_info: true,
  visitor_user_info: true,
});

export const initResponseSchema = z.object({
  user_info: initUserSchema,
  account_info: z.object({
    money: count.transform((coins) => coins as Coins),
    /** Coins the free-coins card can claim now (0 while cooling down or exhausted). */
    free_coins: count,
  }),
  config: initConfigSchema,
  match_info: z.object({
    /** Matches this user has had. */
    match_succeed: count,
    /** Free matches left (the welcome gift). */
    match_free_count: count,
  }),
  /** Unread messages over every chat, and over chats with people the user follows. */
  msg_unread: count,
  follow_unread: count,
  is_tourist: binaryFlag,
  banned_infos: bannedInfoSchema.nullable(),
  /** Refresh tokens are handed out at sign-in only (kept hashed): '' here means keep yours. */
  refresh_token: z.string(),
  /** The seasonal theme name and the matching page's background image; '' for the default. */
  theme: z.string(),
  match_bg: z.string(),
  socket_info: socketInfoSchema,
});

/** /profile/init (000 §7): everything the app needs after sign-in and on every start. */
export const profileInitContract = defineContract({
  path: '/profile/init',
  payload: z.object({
    /** The browser's user agent (web only). */
    user_agent: z.string().max(USER_AGENT_MAX).optional(),
  }),
  response: initResponseSchema,
});

export type InitResponse = z.output<typeof initResponseSchema>;
export type SocketInfo = z.output<typeof socketInfoSchema>;
