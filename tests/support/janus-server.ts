/**
 * A throwaway Janus (Debian's `janus`, which `.ci/run` installs) for the tests and the bench
 * that must prove the Janus adapter. It runs from a temporary directory with a generated
 * minimal configuration: the videoroom plugin and the HTTP transport only (loaded from the
 * system's plugin folders through symlinks), HTTP on a free loopback port of 19160–19199,
 * media on ports the system hands out. Without the binary the Janus variants are skipped
 * with the reason printed, except on CI (CI=true), where a missing Janus is a failure.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const JANUS_BIN = process.env.JANUS_BIN ?? '/usr/bin/janus';
const MODULE_DIRS = ['/usr/lib/x86_64-linux-gnu/janus', '/usr/lib/aarch64-linux-gnu/janus', '/usr/lib/janus'];
const PORTS = { first: 19160, last: 19199 };
const START_TIMEOUT_MS = 15_000;
const START_POLL_MS = 100;

export interface JanusServer {
  /** The HTTP API's address, what JANUS_URL takes. */
  readonly url: string;
  /** Janus's process id (the bench reads its CPU time and memory from /proc); a restart changes it. */
  readonly pid: number;
  /** Kills Janus at once (as a crash does) and starts it again on the same address: every session, room and handle is gone. */
  crashAndRestart(): Promise<void>;
  stop(): Promise<void>;
}

/** Why Janus cannot run here, or null when it can. */
export function janusUnavailable(env: NodeJS.ProcessEnv = process.env): string | null {
  const reason = !fs.existsSync(JANUS_BIN) ? `no ${JANUS_BIN} (apt-get install janus, or set JANUS_BIN)` : moduleDir() === undefined ? 'no Janus plugin folder' : null;
  if (reason !== null && env.CI === 'true') throw new Error(`CI=true and ${reason}`);
  return reason;
}

/** Whether the Janus variants should be skipped; prints why when they are. */
export function skipJanus(label: string): boolean {
  const reason = janusUnavailable();
  if (reason !== null) console.warn(`[${label}] Janus variant skipped: ${reason}`);
  return reason !== null;
}

export interface JanusOptions {
  /** Janus's log level (3 warnings, 5 the videoroom's verbose lines such as "sending PLI"); its log lines carry timestamps. */
  readonly debugLevel?: number;
  /** Where Janus's log is kept after stop (by default it goes with the temporary directory). */
  readonly keepLogAt?: string;
}

export async function startJanus(options: JanusOptions = {}): Promise<JanusServer> {
  const modules = moduleDir();
  if (modules === undefined) throw new Error('no Janus plugin folder');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'glint-janus-'));
  for (const [folder, file] of [['plugins', 'libjanus_videoroom.so'], ['transports', 'libjanus_http.so']] as const) {
    fs.mkdirSync(path.join(dir, folder));
    fs.symlinkSync(path.join(modules, folder, file), path.join(dir, folder, file));
  }
  fs.mkdirSync(path.join(dir, 'none'));
  const port = await freePort();
  fs.writeFileSync(
    path.join(dir, 'janus.jcfg'),
    `general: { configs_folder = "${dir}" plugins_folder = "${dir}/plugins" transports_folder = "${dir}/transports"
  events_folder = "${dir}/none" loggers_folder = "${dir}/none" debug_level = ${options.debugLevel ?? 3} debug_timestamps = true }
nat: { ice_tcp = false }\n`,
  );
  fs.writeFileSync(path.join(dir, 'janus.transport.http.jcfg'), `general: { json = "compact" base_path = "/janus" http = true port = ${port} ip = "127.0.0.1" https = false }\nadmin: { admin_http = false }\n`);
  fs.writeFileSync(path.join(dir, 'janus.plugin.videoroom.jcfg'), 'general: { }\n');
  const log = fs.openSync(path.join(dir, 'janus.log'), 'a');
  const url = `http://127.0.0.1:${port}/janus`;
  const launch = () => spawn(JANUS_BIN, ['-F', dir, '-C', path.join(dir, 'janus.jcfg')], { stdio: ['ignore', log, log] });
  let child = launch();
  // A test run that dies without its afterAll must not leave a Janus behind.
  const orphanGuard = () => child.kill('SIGKILL');
  process.once('exit', orphanGuard);
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  };
  const stop = async () => {
    process.off('exit', orphanGuard);
    await end('SIGTERM');
    fs.closeSync(log);
    if (options.keepLogAt !== undefined) fs.copyFileSync(path.join(dir, 'janus.log'), options.keepLogAt);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const answering = async () => {
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (!(await answers(`${url}/info`))) {
      if (child.exitCode !== null || Date.now() > deadline) {
        const output = fs.readFileSync(path.join(dir, 'janus.log'), 'utf8');
        await stop();
        throw new Error(`Janus did not start on port ${port}:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, START_POLL_MS));
    }
  };
  await answering();
  return {
    url,
    get pid() {
      return child.pid ?? 0;
    },
    crashAndRestart: async () => {
      await end('SIGKILL');
      child = launch();
      await answering();
    },
    stop,
  };
}

function moduleDir(): string | undefined {
  return MODULE_DIRS.find((dir) => fs.existsSync(path.join(dir, 'plugins', 'libjanus_videoroom.so')));
}

async function answers(url: string): Promise<boolean> {
  return fetch(url).then((response) => response.ok, () => false);
}

/** The first port of the range nobody listens on (Janus binds it right after). */
async function freePort(): Promise<number> {
  for (let port = PORTS.first; port <= PORTS.last; port += 1) {
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port for Janus in ${PORTS.first}–${PORTS.last}`);
}
