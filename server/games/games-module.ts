import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import type { ServerModule } from '../server-module.js';
import { gameDetailEndpoint } from './game-detail.endpoint.js';
import { gameHeartEndpoint } from './game-heart.endpoint.js';
import type { GamesDeps } from './games-deps.js';
import { disableSampleGames, upsertSampleGames } from './games-queries.js';
import { loadGamesSettings } from './games-settings.js';
import { profileGamesEndpoint } from './profile-games.endpoint.js';
import { startSampleGameServer } from './sample-game-server.js';
import { SAMPLE_GAMES } from './sample-games.js';

/**
 * Games (001 §2, §7; issue #16): /profile/games, /game/detail, /game/heart, and the two
 * sample games served on their own origin (a second port), wagering through the ledger.
 */
export function createGamesModule(ctx: AppContext): ServerModule {
  const deps: GamesDeps = ctx;
  const settings = loadGamesSettings(process.env, ctx.config);
  let server: FastifyInstance | null = null;
  return {
    endpoints: [profileGamesEndpoint(deps), gameDetailEndpoint(deps), gameHeartEndpoint(deps)],
    async start() {
      if (settings.port === null) {
        await disableSampleGames(ctx.db, SAMPLE_GAMES, ctx.clock.now());
        return;
      }
      try {
        const started = await startSampleGameServer(deps, { ...settings, port: settings.port });
        server = started.app;
        await upsertSampleGames(ctx.db, SAMPLE_GAMES, (game) => `${started.origin}/${game.slug}/`, ctx.clock.now());
        ctx.log.info({ origin: started.origin }, 'sample games served');
      } catch (error) {
        // The app runs without its sample games (their port is taken, say by a second node
        // on the next port): the list drops them rather than offering dead links.
        ctx.log.warn({ err: error, port: settings.port }, 'sample games not served: set GAMES_PORT to a free port, or off');
        await disableSampleGames(ctx.db, SAMPLE_GAMES, ctx.clock.now());
      }
    },
    async stop() {
      await server?.close();
    },
  };
}
