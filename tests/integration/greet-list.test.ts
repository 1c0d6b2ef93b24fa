import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGreetCandidates } from '../../server/messages/greet-candidates.js';
import { greetCleanContract } from '../../src/application/contracts/greet/clean.contract.js';
import { greetListContract } from '../../src/application/contracts/greet/list.contract.js';
import { greetSendContract } from '../../src/application/contracts/greet/send.contract.js';
import { userBlackContract } from '../../src/application/contracts/user/black.contract.js';
import { loginQuick } from '../../src/application/session/login-quick.js';
import { startAccountsServer, testBrowser, type AccountsServer, type TestBrowser } from '../support/accounts-harness.js';

let server: AccountsServer;

beforeAll(async () => {
  server = await startAccountsServer({ env: { RATE_LIMIT_FACTOR: '100' } });
});
afterAll(async () => server.close());

async function user(): Promise<TestBrowser & { readonly uid: number }> {
  const browser = testBrowser(server);
  await loginQuick(browser);
  return { ...browser, uid: browser.store.uid$.getValue() ?? -1 };
}

async function listed(browser: TestBrowser): Promise<number[]> {
  const answer = await browser.http.request(greetListContract, {});
  if (!answer.ok) throw new Error(answer.error.msg);
  return answer.data.list.map((row) => row.uid);
}

describe('the say-hi list', () => {
  it('lists everyone matches put there, newest first, without blocked users; greeting or dismissing takes them off', async () => {
    const me = await user();
    const [first, second, third, blocked] = [await user(), await user(), await user(), await user()];
    await addGreetCandidates(server.database.db, me.uid, [first.uid], server.clock.now());
    server.clock.advance(1_000);
    await addGreetCandidates(server.database.db, me.uid, [second.uid, third.uid, blocked.uid], server.clock.now());
    server.clock.advance(1_000);
    await addGreetCandidates(server.database.db, me.uid, [third.uid], server.clock.now());
    expect(await blocked.http.request(userBlackContract, { target_uid: me.uid, flag: 'add' })).toMatchObject({ ok: true });

    const all = await listed(me);
    expect(all[0]).toBe(third.uid);
    expect(all.at(-1)).toBe(first.uid);
    expect([...all].sort()).toEqual([first.uid, second.uid, third.uid].sort());

    expect(await me.http.request(greetSendContract, { target_uid_arr: [third.uid, second.uid] })).toMatchObject({ ok: true, data: { sent: 2 } });
    expect(await listed(me)).toEqual([first.uid]);
    expect(await me.http.request(greetCleanContract, { target_uid_arr: [first.uid] })).toMatchObject({ ok: true });
    expect(await listed(me)).toEqual([]);
  });
});
