import { z } from 'zod';
import { TAB_INDEX } from '../../src/domain/constants.js';

/**
 * The /profile/init settings an operator may change at run time (`npm run admin -- config
 * set <key> <json>`), each with the schema init-config.ts reads it by. A value that does
 * not fit is refused, so a typo never reaches a client (it would read the default anyway).
 */
export const CLIENT_SETTINGS = {
  /** Features to hide: their tab, entries and routes disappear (src/application/navigation/hidden-services.ts). */
  hide_services: z.array(z.string().min(1)),
  /** Avatar-label types in priority order. */
  avatar_rules: z.array(z.string().min(1)),
  /** The tab sign-in lands on: 0 match, 1 discover, 2 message, 3 me. */
  default_tab: z.number().int().min(TAB_INDEX.match).max(TAB_INDEX.me),
  /** The seasonal theme name; '' for the app's own. */
  theme: z.string(),
  /** The matching page's background image URL; '' for the app's own. */
  match_bg: z.string(),
  /**
   * How card packages are paid (read by payments when it lists them): `in_page`, the card
   * form in the app (is_direct_card 2), or `hosted`, the provider's own page reached by the
   * /order/create redirect (is_direct_card 0). In-page by default.
   */
  card_checkout: z.enum(['in_page', 'hosted']),
} as const;

export type ClientSettingKey = keyof typeof CLIENT_SETTINGS;

export const isClientSettingKey = (key: string): key is ClientSettingKey => Object.prototype.hasOwnProperty.call(CLIENT_SETTINGS, key);
