import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportHandleContract } from '../../src/application/contracts/report/handle.contract.js';
import { reportReasonContract } from '../../src/application/contracts/report/reason.contract.js';
import { userBlackContract } from '../../src/application/contracts/user/black.contract.js';
import { msgSendContract } from '../../src/application/contracts/msg/send.contract.js';
import { msgDetailContract } from '../../src/application/contracts/msg/detail.contract.js';
import { CHAT_TYPE, MSG_TYPE, SEND_RESULT } from '../../src/domain/constants.js';
import { startMessagingServer, type MessagingServer, type TestUser } from '../support/messaging-harness.js';

let env: MessagingServer;
beforeAll(async () => {
  env = await startMessagingServer();
});
afterAll(async () => env.close());

const db = () => env.server.database.db;
let ids = 0;
const hello = (from: TestUser, to: number) =>
  from.http.request(msgSendContract, {
    to_uid: to,
    chat_type: CHAT_TYPE.private,
    data: { msg_type: MSG_TYPE.text, msg_content: JSON.stringify({ content: 'hello' }) },
    client_msg_id: `mod-${Date.now()}-${(ids += 1)}`,
  });

describe('/user/black', () => {
  it('blocks once however often it is asked, shows is_black in the chat and stops messages both ways', async () => {
    const ana = await env.user();
    const ben = await env.user();
    for (let i = 0; i < 2; i += 1) {
      const result = await ana.http.request(userBlackContract, { target_uid: ben.uid, flag: 'add' });
      expect(result.ok && result.data.is_black).toBe(1);
    }
    const rows = await db().selectFrom('blocks').selectAll().where('blocker_uid', '=', ana.uid).execute();
    expect(rows.map((row) => row.blocked_uid)).toEqual([ben.uid]);

    const detail = await ana.http.request(msgDetailContract, { to_uid: ben.uid });
    expect(detail.ok && detail.data.user_info.is_black).toBe(1);
    const fromBen = await hello(ben, ana.uid);
    expect(fromBen.ok ? fromBen.code : fromBen.error.result).toBe(SEND_RESULT.notice);
  });

  it('unblocks, after which messages go through again', async () => {
    const ana = await env.user();
    const ben = await env.user();
    await ana.http.request(userBlackContract, { target_uid: ben.uid, flag: 'add' });
    const result = await ana.http.request(userBlackContract, { target_uid: ben.uid, flag: 'del' });
    expect(result.ok && result.data.is_black).toBe(0);
    const fromBen = await hello(ben, ana.uid);
    expect(fromBen.ok && fromBen.code).toBe(SEND_RESULT.success);
  });

  it('refuses blocking oneself or a user who does not exist', async () => {
    const ana = await env.user();
    const self = await ana.http.request(userBlackContract, { target_uid: ana.uid, flag: 'add' });
    const nobody = await ana.http.request(userBlackContract, { target_uid: 987_654_321, flag: 'add' });
    expect(self.ok).toBe(false);
    expect(nobody.ok).toBe(false);
  });
});

describe('/report/handle', () => {
  it('files an open report with the reasons, where it came from and the description', async () => {
    const ana = await env.user();
    const ben = await env.user();
    const result = await ana.http.request(reportHandleContract, { target_id: ben.uid, type: '3,1', from_type: 'chat', description: 'rude' });
    expect(result.ok).toBe(true);
    const row = await db().selectFrom('reports').selectAll().where('reporter_uid', '=', ana.uid).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ target_uid: ben.uid, reason_ids: '3,1', from_type: 'chat', description: 'rude', status: 'open' });
  });

  it('refuses more than three reasons, a report about oneself and an unknown user, filing nothing', async () => {
    const ana = await env.user();
    const ben = await env.user();
    const tooMany = await ana.http.request(reportHandleContract, { target_id: ben.uid, type: '1,2,3,4', from_type: 'chat' });
    const self = await ana.http.request(reportHandleContract, { target_id: ana.uid, type: '1', from_type: 'chat' });
    const nobody = await ana.http.request(reportHandleContract, { target_id: 987_654_321, type: '1', from_type: 'chat' });
    const unknownReason = await ana.http.request(reportHandleContract, { target_id: ben.uid, type: '99', from_type: 'chat' });
    expect([tooMany.ok, self.ok, nobody.ok, unknownReason.ok]).toEqual([false, false, false, false]);
    const rows = await db().selectFrom('reports').select('id').where('reporter_uid', '=', ana.uid).execute();
    expect(rows).toEqual([]);
  });
});

describe('/report/reason', () => {
  it('gives the reasons in the asked language with the version init announces, the same ids in every language, English otherwise', async () => {
    const ana = await env.user();
    const en = await ana.http.request(reportReasonContract, { language: 'en' });
    const ar = await ana.http.request(reportReasonContract, { language: 'ar' });
    const unknown = await ana.http.request(reportReasonContract, { language: 'xx' });
    if (!en.ok || !ar.ok || !unknown.ok) throw new Error('reasons refused');
    expect(en.data.version).toBe(1);
    expect(en.data.report_type[0]).toMatchObject({ id: 1, title: 'Spam or ads' });
    expect(ar.data.report_type.map((reason) => reason.id)).toEqual(en.data.report_type.map((reason) => reason.id));
    expect(ar.data.report_type[0]?.title).not.toBe(en.data.report_type[0]?.title);
    expect(unknown.data.report_type).toEqual(en.data.report_type);
  });
});
