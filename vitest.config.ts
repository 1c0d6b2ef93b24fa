import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'server/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/property/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          // PGlite is single-connection and cold-starts in seconds: one instance per file.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Two files at a time: each file owns its server, database and engines (PostgreSQL,
          // redis-server, Janus on ports of its own), and most of a file's time is waiting, so
          // two cores finish the suite in about 60 % of the time of one file at a time.
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
    ],
  },
});
