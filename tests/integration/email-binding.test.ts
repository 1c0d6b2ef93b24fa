import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIND_EMAIL_REWARD_COINS, EMAIL_CODE_MAX_TRIES, EMAIL_CODE_RESEND_MS, EMAIL_CODE_TTL_MS } from '../../server/accounts/email/email-binding-policy.js';
import { createSqlLedger } from '../../server/ledger/sql-ledger.js';
import type { Ledger } from '../../server/ledger/ledger-types.js';
import { accountBindContract } from '../../src/application/contracts/account/bind.contract.js';
import { EMAIL_CODE_PURPOSE } from '../../src/application/contracts/account/email-code.contract.js';
import { EMAIL_REFUSAL } from '../../src/application/contracts/account/email-refusal.js';
import { profileBalanceContract } from '../../src/application/contracts/profile/balance.contract.js';
import { userFollowContract } from '../../src/application/contracts/user/follow.contract.js';
import { userFollowingsContract } from '../../src/application/contracts/user/followings.contract.js';
import { createEmailBindingServices } from '../../src/application/email-binding/email-binding-services.js';
import { completeProfile } from '../../src/application/session/complete-profile.js';
import { loginEmail } from '../../src/application/session/login-email.js';
import { loginQuick } from '../../src/application/session/login-quick.js';
import { LOGIN_FROM } from '../../src/domain/constants.js';
import { latestCodeFor, startAccountsServer, testBrowser, type AccountsServer, type TestBrowser } from '../support/accounts-harness.js';

const PASSWORD = 'correct horse battery';
const TAPS = 10;

let server: AccountsServer;
let ledger: Ledger;
let emailCounter = 0;
const newEmail = (): string => `bind${++emailCounter}.${Date.now()}@example.com`;

beforeAll(async () => {
  // Many guests and binds from the one loopback address: these tests are about binding, not the sign-in rate limit.
  server = await startAccountsServer({ env: { RATE_LIMIT_FACTOR: '100' } });
  ledger = createSqlLedger(server.database.db, server.clock);
});
afterAll(async () => server.close());

async function guest(): Promise<TestBrowser & { readonly uid: number }> {
  const browser = testBrowser(server);
  await loginQuick(browser);
  return { ...browser, uid: browser.store.uid$.getValue() ?? -1 };
}

/** The e-mail services' deps from a test browser: no Me tab here to refresh. */
const withMe = (browser: TestBrowser) => ({ ...browser, me: { refresh: async () => undefined } });
const codeCount = (to: string): number => server.outbox().filter((mail) => mail.to === to).length;
/** A code for `email` that is not the one mailed (so a test's wrong guess is never right by chance). */
const wrongCode = (right: string): string => String((Number(right) + 1) % 10_000).padStart(4, '0');
const balanceOf = async (browser: TestBrowser): Promise<number> => {
  const answer = await browser.http.request(profileBalanceContract, {});
  if (!answer.ok) throw new Error(answer.error.msg);
  return answer.data.balance;
};

describe('binding an e-mail to a guest account', () => {
  it('keeps the account (coins, follows, uid), credits the reward once and signs in with the address after', async () => {
    const tourist = await guest();
    const friend = await guest();
    expect(await tourist.http.request(userFollowContract, { flag: 'add', target_uid: friend.uid })).toMatchObject({ ok: true });
    const coinsBefore = await balanceOf(tourist);
    const binding = createEmailBindingServices(withMe(tourist));
    expect(await binding.load()).toEqual({ ok: true, value: { email: '', bindRewardCoins: BIND_EMAIL_REWARD_COINS } });

    const email = newEmail();
    expect(await binding.sendCode(EMAIL_CODE_PURPOSE.bind, email)).toEqual({ ok: true, value: { resendAfterS: EMAIL_CODE_RESEND_MS / 1_000 } });
    const code = latestCodeFor(server, email);
    expect(await binding.bind({ email, code: wrongCode(code), password: PASSWORD, confirmation: PASSWORD })).toEqual({ ok: false, error: { code: EMAIL_REFUSAL.codeWrong } });
    expect(await binding.bind({ email, code, password: PASSWORD, confirmation: PASSWORD })).toEqual({ ok: true, value: { rewardCoins: BIND_EMAIL_REWARD_COINS } });

    expect(tourist.store.isTourist$.getValue()).toBe(false);
    expect(await balanceOf(tourist)).toBe(coinsBefore + BIND_EMAIL_REWARD_COINS);
    expect(await binding.load()).toEqual({ ok: true, value: { email, bindRewardCoins: 0 } });

    const viaEmail = testBrowser(server);
    expect(await loginEmail(viaEmail, email, PASSWORD)).toMatchObject({ ok: true, isRegister: false });
    expect(viaEmail.store.uid$.getValue()).toBe(tourist.uid);
    expect(await balanceOf(viaEmail)).toBe(coinsBefore + BIND_EMAIL_REWARD_COINS);
    const followings = await viaEmail.http.request(userFollowingsContract, {});
    expect(followings.ok && followings.data.list.map((row) => row.uid)).toEqual([friend.uid]);
  });

  it(`credits the reward exactly once when the bind is tapped ${TAPS} times at once, and the ledger stays balanced`, async () => {
    const tourist = await guest();
    const coinsBefore = await balanceOf(tourist);
    const email = newEmail();
    await createEmailBindingServices(withMe(tourist)).sendCode(EMAIL_CODE_PURPOSE.bind, email);
    const payload = {
      login_from: LOGIN_FROM.email,
      email,
      password: tourist.crypto.md5Hex(PASSWORD),
      verify_code: latestCodeFor(server, email),
      ...tourist.device,
    } as const;

    const answers = await Promise.all(Array.from({ length: TAPS }, () => tourist.http.request(accountBindContract, payload)));

    expect(answers.every((answer) => answer.ok)).toBe(true);
    const credited = answers.map((answer) => (answer.ok ? (answer.data.reward_coins ?? 0) : 0));
    expect(credited.filter((coins) => coins > 0)).toEqual([BIND_EMAIL_REWARD_COINS]);
    expect(await balanceOf(tourist)).toBe(coinsBefore + BIND_EMAIL_REWARD_COINS);
    const audit = await ledger.audit();
    expect([Number(audit.entriesSum), Number(audit.balancesSum), Number(audit.accountsOutOfBalance)]).toEqual([0, 0, 0]);
  });

  it('says when the code has expired, when a new one is asked for too soon, and when it was tried too often', async () => {
    const tourist = await guest();
    const binding = createEmailBindingServices(withMe(tourist));
    const email = newEmail();
    await binding.sendCode(EMAIL_CODE_PURPOSE.bind, email);
    const first = latestCodeFor(server, email);
    expect(await binding.sendCode(EMAIL_CODE_PURPOSE.bind, email)).toMatchObject({ ok: false, error: { code: EMAIL_REFUSAL.wait, seconds: EMAIL_CODE_RESEND_MS / 1_000 } });
    expect(codeCount(email)).toBe(1);

    server.clock.advance(EMAIL_CODE_TTL_MS);
    expect(await binding.bind({ email, code: first, password: PASSWORD, confirmation: PASSWORD })).toEqual({ ok: false, error: { code: EMAIL_REFUSAL.codeExpired } });

    await binding.sendCode(EMAIL_CODE_PURPOSE.bind, email);
    const second = latestCodeFor(server, email);
    for (let tries = 0; tries < EMAIL_CODE_MAX_TRIES; tries += 1) {
      expect(await binding.bind({ email, code: wrongCode(second), password: PASSWORD, confirmation: PASSWORD })).toEqual({ ok: false, error: { code: EMAIL_REFUSAL.codeWrong } });
    }
    // Tried too often: even the right code no longer works, a new one must be asked for.
    expect(await binding.bind({ email, code: second, password: PASSWORD, confirmation: PASSWORD })).toEqual({ ok: false, error: { code: EMAIL_REFUSAL.codeExpired } });
    expect(tourist.store.isTourist$.getValue()).toBe(true);
  });

  it('refuses an address another account signs in with, before mailing anything', async () => {
    const owner = testBrowser(server);
    const email = newEmail();
    await loginEmail(owner, email, PASSWORD);
    const tourist = await guest();
    expect(await createEmailBindingServices(withMe(tourist)).sendCode(EMAIL_CODE_PURPOSE.bind, email)).toEqual({ ok: false, error: { code: EMAIL_REFUSAL.taken } });
    expect(codeCount(email)).toBe(0);
  });

  it('never lets a code mailed to one account bind the address to another', async () => {
    const first = await guest();
    const second = await guest();
    const email = newEmail();
    await createEmailBindingServices(withMe(first)).sendCode(EMAIL_CODE_PURPOSE.bind, email);
    const code = latestCodeFor(server, email);
    expect(await createEmailBindingServices(withMe(second)).bind({ email, code, password: PASSWORD, confirmation: PASSWORD })).toEqual({ ok: false, error: { code: EMAIL_REFUSAL.codeWrong } });
  });
});

describe('changing the e-mail', () => {
  it('needs the code mailed to the old address and the one mailed to the new; then only the new one signs in to the account', async () => {
    const user = testBrowser(server);
    const oldEmail = newEmail();
    await loginEmail(user, oldEmail, PASSWORD);
    await completeProfile(user, { nickname: 'Ana', birthday: '1990-04-02' });
    const uid = user.store.uid$.getValue();
    const binding = createEmailBindingServices(withMe(user));
    const newAddress = newEmail();

    expect(await binding.sendCode(EMAIL_CODE_PURPOSE.modifyOld)).toMatchObject({ ok: true });
    expect(await binding.sendCode(EMAIL_CODE_PURPOSE.modifyNew, oldEmail)).toEqual({ ok: false, error: { code: EMAIL_REFUSAL.sameEmail } });
    expect(await binding.sendCode(EMAIL_CODE_PURPOSE.modifyNew, newAddress)).toMatchObject({ ok: true });
    const oldCode = latestCodeFor(server, oldEmail);
    const newCode = latestCodeFor(server, newAddress);

    expect(await binding.change({ email: newAddress, oldCode: wrongCode(oldCode), newCode })).toEqual({ ok: false, error: { code: EMAIL_REFUSAL.codeWrong } });
    // The mistyped old code spent neither: both still work.
    expect(await binding.change({ email: newAddress, oldCode, newCode })).toEqual({ ok: true, value: { email: newAddress } });
    expect(await binding.load()).toEqual({ ok: true, value: { email: newAddress, bindRewardCoins: 0 } });

    const viaNew = testBrowser(server);
    await loginEmail(viaNew, newAddress, PASSWORD);
    expect(viaNew.store.uid$.getValue()).toBe(uid);
    // The old address is free again: signing in with it makes a new account.
    const viaOld = testBrowser(server);
    expect(await loginEmail(viaOld, oldEmail, PASSWORD)).toMatchObject({ ok: true, isRegister: true });
    expect(viaOld.store.uid$.getValue()).not.toBe(uid);
  });

  it('refuses a change for an account without an e-mail', async () => {
    const tourist = await guest();
    expect(await createEmailBindingServices(withMe(tourist)).sendCode(EMAIL_CODE_PURPOSE.modifyOld)).toEqual({ ok: false, error: { code: EMAIL_REFUSAL.noEmail } });
  });
});
