import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { GAME_STAKES } from '../../src/domain/games/game-round.js';
import type { GamesSettings } from './games-settings.js';
import { playRound, type PlayDeps } from './play-round.js';
import { SAMPLE_GAMES } from './sample-games.js';

const ASSETS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'sample-games');
/** The scripts and styles every game page loads, by name (nothing else of the folder is served). */
const ASSETS: Readonly<Record<string, string>> = {
  'bridge.js': 'text/javascript; charset=utf-8',
  'game-ui.js': 'text/javascript; charset=utf-8',
  'coin-flip.js': 'text/javascript; charset=utf-8',
  'tap-target.js': 'text/javascript; charset=utf-8',
  'game.css': 'text/css; charset=utf-8',
};
/** Ours: rounds and page loads per address per minute on the games origin (a round takes a tap). */
const GAMES_RATE_LIMIT_PER_MINUTE = 600;

const playSchema = z.object({
  session_id: z.string().min(1).max(64),
  round_id: z.string().min(1).max(64),
  stake: z.number().int(),
  choice: z.number().int(),
});

/** Only our own scripts, only our own API, framed only by the app's pages (ADR 0010). */
function gamePagePolicy(appOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${appOrigins.join(' ')}`,
  ].join('; ');
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function gamePage(slug: string, title: string, appOrigins: readonly string[], choices: number): string {
  return `<!doctype html>
<html lang="en" data-game="${slug}" data-app-origins="${escapeAttribute(JSON.stringify(appOrigins))}" data-stakes="${GAME_STAKES.join(',')}" data-choices="${choices}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeAttribute(title)}</title><link rel="stylesheet" href="/game.css"></head>
<body><main id="game" aria-live="polite"><h1>${escapeAttribute(title)}</h1></main><script src="/bridge.js"></script><script src="/game-ui.js"></script><script src="/${slug}.js"></script></body>
</html>`;
}

/**
 * The sample games' own web server (issue #16): a second port, so the games run on an
 * origin of their own and the app's frame checks are tested for real. It serves each
 * game's page and its scripts, and `/play`, the one API the games call: a wagered round
 * through the ledger (play-round.ts).
 */
export async function startSampleGameServer(deps: PlayDeps, settings: GamesSettings & { port: number }): Promise<{ app: FastifyInstance; origin: string }> {
  const app = Fastify({ logger: false, bodyLimit: 4_096 });
  await app.register(fastifyRateLimit, { max: GAMES_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (!String(reply.getHeader('content-security-policy') ?? '')) reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
  });
  for (const game of SAMPLE_GAMES) {
    app.get(`/${game.slug}/`, async (_request, reply) =>
      reply.header('content-security-policy', gamePagePolicy(settings.appOrigins)).type('text/html; charset=utf-8').send(gamePage(game.slug, game.title, settings.appOrigins, game.rules.choices)),
    );
  }
  app.get<{ Params: { name: string } }>('/:name', async (request, reply) => {
    const type = ASSETS[request.params.name];
    if (type === undefined) return reply.code(404).send({ error: 'not found' });
    return reply.type(type).header('cache-control', 'no-cache').send(await fs.promises.readFile(path.join(ASSETS_DIR, request.params.name)));
  });
  app.post('/play', async (request, reply) => {
    const parsed = playSchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ ok: false, code: 'GAME.BAD_REQUEST' });
    const { session_id, round_id, stake, choice } = parsed.data;
    return playRound(deps, { sessionId: session_id, roundId: round_id, stake, choice });
  });
  const address = await app.listen({ port: settings.port, host: settings.host });
  const origin = settings.origin ?? new URL(address).origin.replace('[::1]', 'localhost');
  return { app, origin };
}

