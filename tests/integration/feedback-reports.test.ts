import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT_FAILED, EXIT_OK, runCli } from '../../server/admin/run-cli.js';
import { feedbackSubmitContract } from '../../src/application/contracts/feedback/submit.contract.js';
import { reportHandleContract } from '../../src/application/contracts/report/handle.contract.js';
import { startMessagingServer, type MessagingServer } from '../support/messaging-harness.js';

/*
 * Feedback and reports as the operators meet them (issue #13): a user's feedback and
 * report are stored; `feedback list` and `reports list` show them; `report ban` bans the
 * reported user and closes the report.
 */

let env: MessagingServer;
beforeAll(async () => {
  env = await startMessagingServer();
});
afterAll(async () => env.close());

async function admin(line: string) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(line.split(' '), { baseUrl: env.server.baseUrl, token: undefined }, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('feedback', () => {
  it('stores complete feedback with its screenshots and lists it for the operators', async () => {
    const ana = await env.user();
    const photo = { url: '/uploads/shot.jpg', width: 390, height: 844 };
    const sent = await ana.http.request(feedbackSubmitContract, { rating: 4, type: 'bug', text: '  The call froze  ', photos: [photo] });
    expect(sent.ok).toBe(true);

    const listed = await admin('feedback list');
    expect(listed.code).toBe(EXIT_OK);
    expect(listed.out).toContain(`user ${ana.uid} 4★ bug (1 screenshot(s)): "The call froze"`);
  });

  it('refuses feedback without its text with the form\'s message, storing nothing', async () => {
    const ben = await env.user();
    const sent = await ben.http.request(feedbackSubmitContract, { rating: 5, type: 'other', text: '   ' });
    expect(sent).toMatchObject({ ok: false, error: { msg: 'Please complete all required fields before submitting.' } });
    const rows = await env.server.database.db.selectFrom('feedback').select('id').where('uid', '=', ben.uid).execute();
    expect(rows).toEqual([]);
  });
});

describe('reports for the operators', () => {
  it('lists a report and bans its target with report ban, closing it', async () => {
    const [ana, ben] = [await env.user(), await env.user()];
    const filed = await ana.http.request(reportHandleContract, { target_id: ben.uid, type: '3', from_type: 'profile', description: 'threats' });
    if (!filed.ok) throw new Error('report refused');
    const id = filed.data.report_id;

    const listed = await admin('reports list');
    expect(listed.out).toContain(`#${id} [open]`);
    expect(listed.out).toContain(`user ${ana.uid} reported user ${ben.uid} for 3 from profile`);

    const banned = await admin(`report ban ${id}`);
    expect(banned).toMatchObject({ code: EXIT_OK });
    expect(banned.out).toContain(`user ${ben.uid} is banned`);
    const user = await env.server.database.db.selectFrom('users').select('banned_at').where('uid', '=', ben.uid).executeTakeFirstOrThrow();
    expect(user.banned_at).not.toBeNull();
    expect((await admin('reports list')).out).toContain(`#${id} [banned]`);
  });

  it('says so when the report does not exist', async () => {
    const missing = await admin('report ban 987654');
    expect(missing.code).toBe(EXIT_FAILED);
    expect(missing.err).toContain('there is no report 987654');
  });
});
