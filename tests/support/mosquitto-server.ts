/**
 * A private Mosquitto (Debian's `mosquitto`, `.ci/run` installs it) on a loopback port,
 * with the dynamic-security plugin and one admin login made by `mosquitto_ctrl dynsec
 * init`: what MQTT_BROKER_URL / _USERNAME / _PASSWORD point a Glint server at.
 */
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { SERVER_ROLE, serverRoleAcls } from '../../server/realtime/mosquitto/mosquitto-acl.js';

const run = promisify(execFile);
const ADMIN = 'glint-server';
const PASSWORD_BYTES = 18;
const READY_TIMEOUT_MS = 15_000;
const POLL_MS = 50;
/** Debian's and a source build's places; MOSQUITTO_DYNSEC overrides. */
const PLUGIN_CANDIDATES = ['/usr/lib/x86_64-linux-gnu/mosquitto_dynamic_security.so', '/usr/lib/aarch64-linux-gnu/mosquitto_dynamic_security.so', '/usr/local/lib/mosquitto_dynamic_security.so'];

export interface MosquittoServer {
  readonly url: string;
  readonly username: string;
  readonly password: string;
  /** The settings a Glint server takes to use it. */
  readonly env: Readonly<Record<string, string>>;
  stop(): Promise<void>;
}

/** Why Mosquitto cannot be started here, or null when it can. */
export function mosquittoMissing(env: NodeJS.ProcessEnv = process.env): string | null {
  if (!fs.existsSync('/usr/sbin/mosquitto')) return 'no /usr/sbin/mosquitto: apt-get install mosquitto';
  return dynsecPlugin(env) === null ? 'no mosquitto_dynamic_security.so (set MOSQUITTO_DYNSEC)' : null;
}

function dynsecPlugin(env: NodeJS.ProcessEnv): string | null {
  return [env.MOSQUITTO_DYNSEC, ...PLUGIN_CANDIDATES].find((candidate) => candidate !== undefined && candidate !== '' && fs.existsSync(candidate)) ?? null;
}

export async function startMosquitto(port: number): Promise<MosquittoServer> {
  const plugin = dynsecPlugin(process.env);
  if (plugin === null) throw new Error(mosquittoMissing() ?? 'no mosquitto');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'glint-mosquitto-'));
  const password = randomBytes(PASSWORD_BYTES).toString('hex');
  const dynsec = path.join(dir, 'dynamic-security.json');
  await run('mosquitto_ctrl', ['dynsec', 'init', dynsec, ADMIN, password]);
  grantServerRole(dynsec);
  const config = path.join(dir, 'mosquitto.conf');
  fs.writeFileSync(config, [
    // Root keeps root (Mosquitto would switch to its own user, who cannot read this directory).
    'user root',
    `listener ${port} 127.0.0.1`,
    'allow_anonymous false',
    `plugin ${plugin}`,
    `plugin_opt_config_file ${dynsec}`,
    'persistence false',
    'log_dest stderr',
    'log_type error',
    'log_type warning',
    '',
  ].join('\n'));
  const child = spawn('/usr/sbin/mosquitto', ['-c', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  // Ready when its port answers (its log says nothing at a level worth keeping).
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await answers(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`mosquitto did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const url = `mqtt://127.0.0.1:${port}`;
  return {
    url,
    username: ADMIN,
    password,
    env: { MQTT_BROKER_URL: url, MQTT_BROKER_USERNAME: ADMIN, MQTT_BROKER_PASSWORD: password },
    stop,
  };
}

/** What README "Mosquitto" asks the operator to do with mosquitto_ctrl, done in the file before Mosquitto starts. */
function grantServerRole(file: string): void {
  const state = JSON.parse(fs.readFileSync(file, 'utf8')) as { clients: { username: string; roles: { rolename: string }[] }[]; roles: unknown[] };
  state.roles.push({ rolename: SERVER_ROLE, acls: serverRoleAcls() });
  state.clients.find((client) => client.username === ADMIN)?.roles.push({ rolename: SERVER_ROLE });
  fs.writeFileSync(file, JSON.stringify(state));
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
