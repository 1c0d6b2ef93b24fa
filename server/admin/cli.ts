/**
 * `npm run admin -- <command>`: the operator CLI. It talks to the running server's /admin
 * API on PORT (DESIGN.md "Runtime settings"); see run-cli.ts for the commands.
 */
import { loadConfig } from '../config.js';
import { runCli } from './run-cli.js';

const config = loadConfig();
// A server bound to every interface is reached over loopback, which needs no token.
const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
const baseUrl = `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;

process.exitCode = await runCli(process.argv.slice(2), { baseUrl, token: config.adminToken }, {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
