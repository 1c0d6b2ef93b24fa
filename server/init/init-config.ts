import type { IceServer } from '../../src/application/contracts/call/ice-server.js';
import type { InitResponse } from '../../src/application/contracts/profile/init.contract.js';
import { TAB_INDEX } from '../../src/domain/constants.js';
import { AVATAR_RULES_DEFAULT } from '../../src/domain/profile/avatar-labels.js';
import { REGION_CONFIG_KEY } from '../reference/reference-keys.js';
import { CLIENT_SETTINGS } from './client-settings.js';
import type { RuntimeConfig } from './runtime-config.js';

/**
 * The `config` part of /profile/init from the operator's settings (defaults: the domain's
 * avatar-label priority, no hidden services, the match tab first), the user's ICE servers (ctx.ice:
 * ICE_SERVERS, TURN_URL…) and where uploads are served from (uploadsOrigin).
 */
export function initConfigOf(config: RuntimeConfig, iceServers: readonly IceServer[], mediaOrigin: string): InitResponse['config'] {
  return {
    // Each cached list's version is its `config` key's (000 §3 config_version).
    config_version: {
      sensitive: config.version('sensitive'),
      vip: config.version('vip'),
      coins: config.version('coins'),
      config: config.version('config'),
      gift: config.version('gift'),
      country: config.version(REGION_CONFIG_KEY),
      report: config.version('report'),
      game_version: config.version('game_version'),
    },
    avatar_rules: config.value('avatar_rules', CLIENT_SETTINGS.avatar_rules, [...AVATAR_RULES_DEFAULT]),
    hide_services: config.value('hide_services', CLIENT_SETTINGS.hide_services, []),
    default_tab: config.value('default_tab', CLIENT_SETTINGS.default_tab, TAB_INDEX.match),
    ice_servers: [...iceServers],
    media_origin: mediaOrigin,
  };
}

/** The seasonal theme and the matching page's background ('' = the app's own). */
export function lookOf(config: RuntimeConfig): { readonly theme: string; readonly match_bg: string } {
  return { theme: config.value('theme', CLIENT_SETTINGS.theme, ''), match_bg: config.value('match_bg', CLIENT_SETTINGS.match_bg, '') };
}

/** The origin of an S3 bucket's public URL; '' for uploads on this server's disk (a path on the page's own origin). */
export function uploadsOrigin(publicBase: string): string {
  try {
    return new URL(publicBase).origin;
  } catch {
    return '';
  }
}
