import { EXIT_OK, runCli } from '../../server/admin/run-cli';
import { testServer } from './session-helpers';

/** The operator CLI's commands run in this process against the test server (spawning `npm run admin` costs seconds a call). */
export async function adminInProcess(...args: string[]): Promise<string> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, { baseUrl: `http://127.0.0.1:${testServer().port}`, token: undefined }, { out: (l) => out.push(l), err: (l) => err.push(l) });
  if (code !== EXIT_OK) throw new Error(`admin ${args.join(' ')}: ${err.join('\n')}`);
  return out.join('\n');
}
