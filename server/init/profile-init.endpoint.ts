import { profileInitContract } from '../../src/application/contracts/profile/init.contract.js';
import { RESULT_LOGOUT, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { bannedInfoOf, currentUserOf } from '../accounts/current-user.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import type { AppContext } from '../context.js';
import { MQTT_PATH } from '../realtime/embedded-realtime.js';
import { readInitCounts, recentFans, recentVisitors } from './init-counts.js';
import { initConfigOf, lookOf, uploadsOrigin } from './init-config.js';
import { loadUser } from './load-user.js';
import { refreshLevel } from '../users/user-level.js';
import { readRuntimeConfig } from './runtime-config.js';

/** socket_info's host and port when the broker is this server: '' and 0 mean "the page's own". */
const SAME_HOST = '';
const SAME_PORT = 0;

/**
 * /profile/init (000 §3, §7): the signed-in user with every counter, the coins, the
 * runtime config, unread counts, the ban, and fresh broker credentials (bound to this
 * sign-in session: they stop working when it ends). A session whose
 * account is gone is logged out.
 */
export const profileInitEndpoint = (ctx: Pick<AppContext, 'db' | 'clock' | 'balances' | 'freeCoins' | 'realtime' | 'ice' | 'uploads' | 'ledger'>) =>
  defineEndpoint(profileInitContract, { auth: 'required' }, async (payload, caller) => {
    await refreshLevel(ctx.db, ctx.ledger, caller.uid);
    const user = await loadUser(ctx.db, caller.uid);
    if (user === undefined) return refuse(RESULT_LOGOUT, 'This account no longer exists');
    const now = ctx.clock.now();
    const [counts, fans, visitors, config, money, freeCoins] = await Promise.all([
      readInitCounts(ctx.db, caller.uid),
      recentFans(ctx.db, caller.uid),
      recentVisitors(ctx.db, caller.uid),
      readRuntimeConfig(ctx.db),
      ctx.balances.get(caller.uid),
      ctx.freeCoins.claimable(caller.uid),
    ]);
    // A broker password is always bound to the sign-in session, so it dies with it (logout, ban, reset).
    if (caller.sessionId === null) return refuse(RESULT_LOGOUT, 'This session cannot receive live messages: sign in again');
    const broker = await ctx.realtime.issueLogin(String(caller.uid), payload.user_agent ?? caller.userAgent, caller.sessionId);
    const account = currentUserOf(user, now);
    return {
      ok: RESULT_SUCCESS,
      data: {
        user_info: {
          ...account,
          focus_num: counts.focus_num,
          fans_num: counts.fans_num,
          fans_new: counts.fans_new,
          visitor_num: counts.visitor_num,
          visitor_new: counts.visitor_new,
          visit_num: counts.visit_num,
          fans_user_info: fans,
          visitor_user_info: visitors,
        },
        account_info: { money, free_coins: freeCoins },
        config: initConfigOf(config, ctx.ice.forUser(caller.uid), uploadsOrigin(ctx.uploads.publicUrl(''))),
        match_info: { match_succeed: counts.match_succeed, match_free_count: user.match_free_count },
        msg_unread: counts.msg_unread,
        follow_unread: counts.follow_unread,
        is_tourist: account.is_tourist,
        banned_infos: bannedInfoOf(user, now),
        refresh_token: '',
        ...lookOf(config),
        socket_info: {
          mqtt_host: SAME_HOST,
          mqtt_port: SAME_PORT,
          mqtt_path: MQTT_PATH,
          client_id: broker.client_id,
          username: broker.username,
          password: broker.password,
        },
      },
    };
  });
