import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RESET_CODE_RESEND_MS,
  RESET_CODES_PER_ADDRESS,
  RESET_CODES_PER_CLIENT,
  RESET_LOCK_FAILURES,
  RESET_LOCK_WINDOW_MS,
} from '../../server/accounts/accounts-policy.js';
import { loginResetPasswordContract } from '../../src/application/contracts/login/reset-password.contract.js';
import { RESET_REFUSAL } from '../../src/application/contracts/login/reset-refusal.js';
import { completeProfile } from '../../src/application/session/complete-profile.js';
import { forgotPassword } from '../../src/application/session/forgot-password.js';
import { loginEmail } from '../../src/application/session/login-email.js';
import { resetPassword } from '../../src/application/session/reset-password.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { openReply, post, sealRequest } from '../support/request-layer-harness.js';
import { latestCodeFor, latestResetTokenFor, newDeviceId, startAccountsServer, testBrowser, type AccountsServer } from '../support/accounts-harness.js';

const PASSWORD = 'correct horse battery';
const STOLEN = 'attacker owns this now';
const CODE_SPACE = 10_000;

let server: AccountsServer;
let emailCounter = 0;
const newEmail = (): string => `victim${++emailCounter}.${Date.now()}@example.com`;

beforeAll(async () => {
  // The per-address rate limit on reset codes (server/rate-limits) would refuse most of these
  // guesses before the accounts ever see them; it is raised here so these tests show that the
  // accounts' own caps and lock hold by themselves.
  server = await startAccountsServer({ env: { RATE_LIMIT_FACTOR: '100' } });
});
afterAll(async () => server.close());

/** The device each victim signed in on. */
const victimDevices = new Map<string, string>();

async function victim(): Promise<string> {
  const email = newEmail();
  const deviceId = newDeviceId();
  victimDevices.set(email, deviceId);
  const browser = testBrowser(server, deviceId);
  expect(await loginEmail(browser, email, PASSWORD)).toMatchObject({ ok: true });
  expect(await completeProfile(browser, { nickname: 'Victim', birthday: '1990-04-02' })).toEqual({ ok: true });
  return email;
}

/**
 * The worst attacker the caps and the lock are for: one holding a device the owner signed
 * in on (a stranger's codes are not even checked without the mail's link, see the last
 * describe). Without a victim's device it is a stranger.
 */
const deviceOf = (email: string): string => victimDevices.get(email) ?? newDeviceId();

/** The attacker's raw guess, as the forgot-password page would send it from the device. */
function guesser(deviceFor: (email: string) => string = deviceOf) {
  const attacker = testBrowser(server);
  return (email: string, code: string) =>
    attacker.anonymousHttp.request(loginResetPasswordContract, { email, code, password: attacker.crypto.md5Hex(STOLEN), device_id: deviceFor(email) });
}

const refusalCode = (result: { ok: boolean; error?: { data?: unknown } }): unknown => (result.ok ? 'accepted' : (result.error?.data as { code?: unknown } | undefined)?.code);
const wrongOf = (code: string, n: number): string => String((Number(code) + 1 + n) % CODE_SPACE).padStart(4, '0');
const passwordStillWorks = async (email: string) => (await loginEmail(testBrowser(server), email, PASSWORD)).ok;

/** Each test moves the shared clock past every window, so the loopback client starts with a fresh hourly budget. */
const nextDay = () => server.clock.advance(RESET_LOCK_WINDOW_MS + 1);

describe('password-reset codes under attack', () => {
  it('checks at most RESET_LOCK_FAILURES of many concurrent guesses, so the right code hidden among them does not take the account', async () => {
    nextDay();
    const email = await victim();
    expect(await forgotPassword(testBrowser(server).http, email)).toEqual({ ok: true });
    const code = latestCodeFor(server, email);
    // The right code sits past both the old per-code limit (5) and the new lock: only a racy count lets it through.
    const guesses = Array.from({ length: 60 }, (_, n) => wrongOf(code, n));
    guesses.splice(RESET_LOCK_FAILURES + 3, 0, code);
    // Injected in process, so all the guesses reach the handler at once (as from a botnet, minus the network's spacing).
    const md5 = testBrowser(server).crypto.md5Hex(STOLEN);
    const results = await Promise.all(
      guesses.map((g) => post(server.app, loginResetPasswordContract.path, sealRequest({ payload: { email, code: g, password: md5, device_id: deviceOf(email) }, times: server.clock.now() }))),
    );
    const answers = results.map((result) => {
      const reply = openReply(result.text);
      return reply.ok === RESULT_SUCCESS ? 'accepted' : (reply.data as { code?: unknown } | undefined)?.code;
    });
    expect(answers).not.toContain('accepted');
    expect(answers.filter((a) => a === RESET_REFUSAL.codeInvalid).length).toBeLessThanOrEqual(RESET_LOCK_FAILURES);
    expect(await passwordStillWorks(email)).toBe(true);
  });

  it('stops a code-refresh loop: few codes a day, few checked guesses, and the owner is mailed when the address locks', async () => {
    nextDay();
    const email = await victim();
    const guess = guesser();
    const attacker = testBrowser(server);
    const mailsTo = () => server.outbox().filter((mail) => mail.to === email);
    const answers: unknown[] = [];
    // An hour of the old loop: a fresh code every minute, 5 guesses at each.
    for (let minute = 0; minute < 30; minute++) {
      await forgotPassword(attacker.http, email);
      for (let n = 0; n < 5; n++) answers.push(refusalCode(await guess(email, wrongOf('0000', minute * 5 + n))));
      server.clock.advance(RESET_CODE_RESEND_MS);
    }
    const codesMailed = mailsTo().filter((mail) => /verification code is \d{4}/.test(mail.text));
    expect(codesMailed.length).toBeLessThanOrEqual(RESET_CODES_PER_ADDRESS);
    expect(answers.filter((a) => a === RESET_REFUSAL.codeInvalid).length).toBeLessThanOrEqual(RESET_LOCK_FAILURES);
    expect(answers.filter((a) => a === RESET_REFUSAL.addressLocked).length).toBeGreaterThan(0);
    expect(mailsTo().filter((mail) => /locked/.test(mail.subject))).toHaveLength(1);
    // Even the right code of the newest mail no longer works while the address is locked.
    expect(refusalCode(await guess(email, latestCodeFor(server, email)))).toBe(RESET_REFUSAL.addressLocked);
    expect(await passwordStillWorks(email)).toBe(true);
  });

  it('tells the person that the address is locked, and lifts the lock after the window so the owner can reset', async () => {
    nextDay();
    const email = await victim();
    const guess = guesser();
    const owner = testBrowser(server, deviceOf(email));
    await forgotPassword(owner.http, email);
    for (let n = 0; n < RESET_LOCK_FAILURES; n++) await guess(email, wrongOf(latestCodeFor(server, email), n));
    expect(await forgotPassword(owner.http, email)).toEqual({ ok: false, error: { code: RESET_REFUSAL.addressLocked } });

    server.clock.advance(RESET_LOCK_WINDOW_MS);
    expect(await forgotPassword(owner.http, email)).toEqual({ ok: true });
    const code = latestCodeFor(server, email);
    expect(await resetPassword(owner, { email, code, password: 'a brand new one', confirmation: 'a brand new one' })).toEqual({ ok: true });
  });

  it('caps the codes one address is sent in a day, whoever asks, and says so', async () => {
    nextDay();
    const email = await victim();
    const results = [];
    for (let n = 0; n <= RESET_CODES_PER_ADDRESS; n++) {
      results.push(await forgotPassword(testBrowser(server).http, email));
      server.clock.advance(RESET_CODE_RESEND_MS);
    }
    expect(results.slice(0, RESET_CODES_PER_ADDRESS).every((r) => r.ok)).toBe(true);
    expect(results.at(-1)).toEqual({ ok: false, error: { code: RESET_REFUSAL.addressDailyCap } });
  });

  it('caps the codes one client asks for in an hour over many addresses, with or without accounts, and says so', async () => {
    nextDay();
    const client = testBrowser(server);
    const results = [];
    for (let n = 0; n <= RESET_CODES_PER_CLIENT; n++) results.push(await forgotPassword(client.http, newEmail()));
    expect(results.slice(0, RESET_CODES_PER_CLIENT).every((r) => r.ok)).toBe(true);
    expect(results.at(-1)).toEqual({ ok: false, error: { code: RESET_REFUSAL.clientHourlyCap } });
  });

  it('locks an address without an account exactly like one with, so the lock tells nobody who has an account', async () => {
    nextDay();
    // A stranger's device for both: only the owner's devices ever get a code checked, and they know the account exists.
    const guess = guesser(() => newDeviceId());
    const answersFor = async (email: string) => {
      const answers = [];
      for (let n = 0; n <= RESET_LOCK_FAILURES; n++) answers.push(refusalCode(await guess(email, wrongOf('1234', n))));
      return answers;
    };
    const withAccount = await victim();
    await forgotPassword(testBrowser(server).http, withAccount);
    expect(await answersFor(newEmail())).toEqual(await answersFor(withAccount));
  });
});

describe('a reset code from a device the account never signed in on', () => {
  it('refuses the right code from a stranger without the mail\'s link, unchecked and uncounted, and the password still works', async () => {
    nextDay();
    const email = await victim();
    expect(await forgotPassword(testBrowser(server).http, email)).toEqual({ ok: true });
    const code = latestCodeFor(server, email);
    const stranger = guesser(() => newDeviceId());
    // More tries than the lock allows: none is counted, so none locks the owner out either.
    for (let n = 0; n < RESET_LOCK_FAILURES + 2; n++) expect(refusalCode(await stranger(email, wrongOf(code, n)))).toBe(RESET_REFUSAL.openMailLink);
    expect(refusalCode(await stranger(email, code))).toBe(RESET_REFUSAL.openMailLink);
    expect(await passwordStillWorks(email)).toBe(true);
    // The owner's own device still resets with the same code.
    const owner = testBrowser(server, deviceOf(email));
    expect(await resetPassword(owner, { email, code, password: 'a brand new one', confirmation: 'a brand new one' })).toEqual({ ok: true });
  });

  it('mails the code and a link, and a new device that brings the link\'s token resets once', async () => {
    nextDay();
    const email = await victim();
    await forgotPassword(testBrowser(server).http, email);
    const mail = server.outbox().filter((file) => file.to === email).at(-1);
    expect(mail?.text).toMatch(/verification code is \d{4}/);
    expect(mail?.text).toMatch(/#\/pages\/login\/forgot-password\?email=[^&\s]+&token=[A-Za-z0-9_-]{43}/);
    const code = latestCodeFor(server, email);
    const token = latestResetTokenFor(server, email);
    const newPhone = testBrowser(server);
    const form = { email, code, password: 'a brand new one', confirmation: 'a brand new one' };
    // Another live token does not vouch: it must be this code's.
    const forged = token.startsWith('A') ? `B${token.slice(1)}` : `A${token.slice(1)}`;
    expect(await resetPassword(newPhone, { ...form, linkToken: forged })).toEqual({ ok: false, error: { code: RESET_REFUSAL.openMailLink } });
    expect(await resetPassword(newPhone, { ...form, linkToken: token })).toEqual({ ok: true });
    expect(await loginEmail(testBrowser(server), email, 'a brand new one')).toMatchObject({ ok: true });
    // Single use: the spent token vouches for nothing any more.
    expect(await resetPassword(testBrowser(server), { ...form, linkToken: token })).toEqual({ ok: false, error: { code: RESET_REFUSAL.openMailLink } });
  });

  it('refuses a malformed link token with a clear error and changes nothing', async () => {
    nextDay();
    const email = await victim();
    await forgotPassword(testBrowser(server).http, email);
    const attacker = testBrowser(server);
    const result = await attacker.anonymousHttp.request(loginResetPasswordContract, { email, code: latestCodeFor(server, email), password: attacker.crypto.md5Hex(STOLEN), reset_token: 'not a token' });
    expect(result.ok).toBe(false);
    expect(await passwordStillWorks(email)).toBe(true);
  });
});
