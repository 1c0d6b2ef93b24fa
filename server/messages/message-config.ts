/**
 * The messaging business settings of this server (ours: the spec leaves prices to the
 * server). Named here so tests and the detail tips read the same numbers.
 */

/** Coins a non-VIP user pays per message to a host, once the free ones are used. */
export const MESSAGE_PRICE_TO_HOST = 10;
/** Messages a user may send free in each chat with a host before the price applies. */
export const FREE_MESSAGES_PER_HOST_CHAT = 3;
/** Share of the coins a host's messages and gifts earn as points, in percent. */
export const HOST_POINT_PERCENT = 50;
/** A user seen (any call) within this window counts as online. */
export const ONLINE_WINDOW_MS = 5 * 60_000;
/** Demo hosts answer a first message after a pause in this range, like a person typing. */
export const DEMO_REPLY_DELAY_MS = { min: 2_000, max: 6_000 } as const;
/** The upload flag of profile album pictures (the first-contact card shows them). */
export const ALBUM_UPLOAD_FLAG = 'album';
/** What a one-tap say-hi (/greet/send) writes. */
export const GREETING_TEXT = 'Hi 👋';
