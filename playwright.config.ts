import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './tests/support/chromium-path';

const port = Number(process.env.E2E_PORT ?? 18_080);
// Exported so the specs (run in worker processes, which inherit the environment) find the
// test server's port and its DATA_DIR (the mail outbox lives there).
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `glint-e2e-${process.pid}`);
process.env.E2E_DATA_DIR = dataDir;
process.env.E2E_PORT = String(port);

export default defineConfig({
  testDir: 'tests/e2e',
  // A shard of scripts/run-e2e.mjs gets its own folder: each run empties its outputDir first.
  outputDir: `test-results/e2e${process.env.E2E_OUTPUT ?? ''}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 2 : 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices['Pixel 7'],
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'npx tsx server/main.ts',
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    // The sample games' own origin: PORT + 5, inside each run's block of ports.
    env: { PORT: String(port), DATA_DIR: dataDir, DEMO_HOSTS: '0', MATCH_SEEKERS_TOGETHER: '1', HOST: '127.0.0.1', GAMES_PORT: String(port + 5) },
  },
});
