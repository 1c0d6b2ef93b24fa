#!/usr/bin/env node
/**
 * `npm run test:e2e` (after the build): the Chromium suite split into shards that run at the
 * same time, each against its own Glint server on its own block of ports and its own DATA_DIR.
 * Why shards and not workers against one server: many specs change state the whole server
 * shares (maintenance, `config set`, the match queue, live rooms, rate limits per address), so
 * two tests on one server could see each other; two servers cannot. Most of a test's time is
 * waiting (timers, network, media), so two shards on two cores finish in a little over half
 * the time of one.
 *
 * E2E_SHARDS sets the count (default 2; 1 runs the suite as one). Arguments (a spec, --grep…)
 * run one playwright as given, unsharded: the developer's way to run a single spec.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const DEFAULT_SHARDS = 2;
/** Each shard's server owns PORT..PORT+9 (the spec's own servers use +1, the games origin +5). */
const PORT_BLOCK = 20;
const FIRST_PORT = Number(process.env.E2E_PORT ?? 18_080);

const args = process.argv.slice(2);
const shards = args.length > 0 ? 1 : Math.max(1, Number(process.env.E2E_SHARDS ?? DEFAULT_SHARDS));

/**
 * The spec files dealt round the shards in name order. Playwright's own --shard cuts the
 * list into consecutive runs, which put the slow call and chat specs (a–c) all in the first
 * shard (17.8 min against 11.4); dealt one by one the shards' sums come within a minute.
 */
function specsOf(index) {
  const dir = 'tests/e2e';
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.spec.ts'))
    .sort()
    .filter((_, i) => i % shards === index - 1)
    .map((file) => `${dir}/${file}`);
}

function runShard(index) {
  const label = shards === 1 ? '' : `[${index}/${shards}] `;
  const port = FIRST_PORT + (index - 1) * PORT_BLOCK;
  const env = {
    ...process.env,
    E2E_PORT: String(port),
    E2E_DATA_DIR: process.env.E2E_DATA_DIR && shards === 1 ? process.env.E2E_DATA_DIR : path.join(os.tmpdir(), `glint-e2e-${process.pid}-${index}`),
    E2E_OUTPUT: shards === 1 ? '' : `-${index}`,
  };
  const shardArgs = shards === 1 ? args : specsOf(index);
  const child = spawn('npx', ['playwright', 'test', ...shardArgs], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  // Line by line with the shard's label, so two shards' lists stay readable when interleaved.
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    let pending = '';
    from.setEncoding('utf8');
    from.on('data', (chunk) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) to.write(`${label}${line}\n`);
    });
    from.on('end', () => pending !== '' && to.write(`${label}${pending}\n`));
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

const started = Date.now();
const codes = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)));
const seconds = Math.round((Date.now() - started) / 1000);
codes.forEach((code, i) => shards > 1 && console.log(`shard ${i + 1}/${shards}: ${code === 0 ? 'passed' : `failed (exit ${code})`}`));
console.log(`e2e: ${shards} shard(s) in ${seconds} s`);
process.exit(codes.every((code) => code === 0) ? 0 : 1);
