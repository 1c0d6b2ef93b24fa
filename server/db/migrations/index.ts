import type { Migration, MigrationProvider } from 'kysely';
import * as accounts from './0001_accounts.js';
import * as ledger from './0002_ledger.js';
import * as socialAndMessages from './0003_social_and_messages.js';
import * as commerce from './0004_commerce.js';
import * as callsLiveGames from './0005_calls_live_games.js';
import * as contentAndOperations from './0006_content_and_operations.js';
import * as ledgerTransferFunction from './0007_ledger_transfer_function.js';
import * as accountsLookups from './0100_accounts_lookups.js';
import * as lifecycleAndTelemetry from './0200_lifecycle_and_telemetry.js';
import * as callSessions from './0300_call_sessions.js';
import * as messaging from './0400_messaging.js';
import * as payments from './0500_payments.js';
import * as vipSubscriptions from './0520_vip_subscriptions.js';
import * as demoHostFlag from './0610_demo_host_flag.js';
import * as packageBonuses from './0620_package_bonuses.js';
import * as usedRefreshTokens from './0630_used_refresh_tokens.js';
import * as resetLinkToken from './0640_reset_link_token.js';
import * as discoverAndRankings from './0740_discover_and_rankings.js';
import * as liveRooms from './0760_live_rooms.js';
import * as gameRounds from './0780_game_rounds.js';
import * as spendLimits from './0900_spend_limits.js';
import * as accountEmailCodes from './1000_account_email_codes.js';
import * as profileAlbum from './1010_profile_album.js';
import * as intimacyPairs from './1020_intimacy_pairs.js';
import * as customerService from './1030_customer_service.js';
import * as fairBilling from './1040_fair_billing.js';
import * as giftBagGrants from './1060_gift_bag_grants.js';
import * as discoverFilterWalks from './1100_discover_filter_walks.js';
import * as rotationInTable from './1230_rotation_in_table.js';
import * as signInClientTime from './1231_sign_in_client_time.js';
import * as liveMediaNode from './1240_live_media_node.js';
import * as matchPayments from './1250_match_payments.js';

/**
 * Every migration, in order. They are listed in code rather than read from the folder so
 * the same list works under tsx, vitest and a bundle. A new migration is a new file here
 * with the next number; an applied one is never edited.
 */
export const migrations: Readonly<Record<string, Migration>> = {
  '0001_accounts': accounts,
  '0002_ledger': ledger,
  '0003_social_and_messages': socialAndMessages,
  '0004_commerce': commerce,
  '0005_calls_live_games': callsLiveGames,
  '0006_content_and_operations': contentAndOperations,
  '0007_ledger_transfer_function': ledgerTransferFunction,
  '0100_accounts_lookups': accountsLookups,
  '0200_lifecycle_and_telemetry': lifecycleAndTelemetry,
  '0300_call_sessions': callSessions,
  '0400_messaging': messaging,
  '0500_payments': payments,
  '0520_vip_subscriptions': vipSubscriptions,
  '0610_demo_host_flag': demoHostFlag,
  '0620_package_bonuses': packageBonuses,
  '0630_used_refresh_tokens': usedRefreshTokens,
  '0640_reset_link_token': resetLinkToken,
  '0740_discover_and_rankings': discoverAndRankings,
  '0760_live_rooms': liveRooms,
  '0780_game_rounds': gameRounds,
  '0900_spend_limits': spendLimits,
  '1000_account_email_codes': accountEmailCodes,
  '1010_profile_album': profileAlbum,
  '1020_intimacy_pairs': intimacyPairs,
  '1030_customer_service': customerService,
  '1040_fair_billing': fairBilling,
  '1060_gift_bag_grants': giftBagGrants,
  '1100_discover_filter_walks': discoverFilterWalks,
  '1230_rotation_in_table': rotationInTable,
  '1231_sign_in_client_time': signInClientTime,
  '1240_live_media_node': liveMediaNode,
  '1250_match_payments': matchPayments,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => ({ ...migrations }),
};
