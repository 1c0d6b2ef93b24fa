import { spawn, type ChildProcess } from 'node:child_process';

const SERVER_START_MS = 120_000;

/**
 * A Glint server of a spec's own, for settings the shared test server does not have
 * (OIDC_*, DEMO_HOSTS=1): the same client build, its own port and DATA_DIR. Resolves once
 * /healthz answers.
 */
export async function startOwnServer(port: number, dataDir: string, env: Readonly<Record<string, string>>): Promise<ChildProcess> {
  const child = spawn('npx', ['tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: 'ignore',
    detached: true,
  });
  const deadline = Date.now() + SERVER_START_MS;
  for (;;) {
    const healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return child;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the spec's own Glint server did not start on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Stops the whole process group: npx, tsx and the server under them. */
export function stopOwnServer(child: ChildProcess | undefined): void {
  if (child?.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
}

/** How long a spec's beforeAll may take to start its own server. */
export const OWN_SERVER_START_MS = SERVER_START_MS;
