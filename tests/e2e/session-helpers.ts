import fs from 'node:fs';
import path from 'node:path';
import { EXIT_OK, runCli } from '../../server/admin/run-cli';
import { expect, type Page } from './fixtures';

/** The test server's DATA_DIR and port, exported by playwright.config.ts. */
export function testServer(): { dataDir: string; port: string } {
  const dataDir = process.env.E2E_DATA_DIR;
  const port = process.env.E2E_PORT;
  if (!dataDir || !port) throw new Error('E2E_DATA_DIR and E2E_PORT come from playwright.config.ts');
  return { dataDir, port };
}

/** The operator CLI (`npm run admin -- …`) against the test server. */
export function admin(...args: string[]): Promise<string> {
  return adminOn(testServer().port, ...args);
}

/**
 * The operator CLI against the server on `port` (a spec's own server), run in this process:
 * the same commands, parsing and wording as `npm run admin`, without spawning npx and tsx
 * (that cost 2–13 s a call on a busy 2-core machine, and the suite makes about 80 calls).
 * A refused or wrong line throws, as the spawned command's non-zero exit did.
 */
export async function adminOn(port: string, ...args: string[]): Promise<string> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, { baseUrl: `http://127.0.0.1:${port}`, token: undefined }, { out: (line) => out.push(line), err: (line) => err.push(line) });
  if (code !== EXIT_OK) throw new Error(`admin ${args.join(' ')}: ${err.join('\n')}`);
  return out.join('\n');
}

/** A fresh address per call: accounts outlive a test in the shared server. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** A mail file of the outbox, or undefined while the server is still writing it (half a JSON document). */
function readMail(file: string): { to: string; text: string } | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as { to: string; text: string };
  } catch {
    return undefined;
  }
}

/** The first match of `pattern` in the newest mail to `email`, read from DATA_DIR/outbox (waits for it to arrive). */
async function fromNewestMail(email: string, pattern: RegExp): Promise<string> {
  const outbox = path.join(testServer().dataDir, 'outbox');
  let found: string | undefined;
  await expect
    .poll(() => {
      const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort() : [];
      const mails = files.map((name) => readMail(path.join(outbox, name))).filter((mail) => mail?.to === email);
      found = mails.at(-1)?.text.match(pattern)?.[1];
      return found;
    })
    .toBeTruthy();
  return found!;
}

/** The newest 4-digit code mailed to `email`. */
export const mailedCode = (email: string): Promise<string> => fromNewestMail(email, /\b(\d{4})\b/);

/** The link of the newest reset mail to `email` (it opens the forgot-password page with the link's token). */
export const mailedResetLink = (email: string): Promise<string> => fromNewestMail(email, /(\S+#\/pages\/login\/forgot-password\?\S+)/);

/**
 * Closes the welcome gift if it is open. New accounts get free matches, so the gift opens on
 * their first screen; it renders in the same commit as the tab bar (the session's init
 * carries both), so once the tab bar shows, its absence is final.
 */
export async function dismissWelcomeGift(page: Page): Promise<void> {
  const gift = page.getByTestId('welcome-gift');
  if ((await gift.count()) === 0) return;
  await page.getByTestId('welcome-gift-later').click();
  await expect(gift).toHaveCount(0);
}

/** Signs in with the quick (guest) method from the sign-in page, waits for the default tab and closes the welcome gift. */
const FIRST_SIGN_IN_MS = 15_000;

export async function signInQuick(page: Page): Promise<void> {
  await page.goto('/#/pages/login/index');
  await page.getByTestId('login-quick').click();
  // The first sign-in after a fresh server start warms its database and code paths; on a
  // busy 2-core machine that alone outran the default 5 s and failed whichever test ran first.
  await expect(page.getByTestId('tab-match')).toBeVisible({ timeout: FIRST_SIGN_IN_MS });
  await dismissWelcomeGift(page);
}

/** The uid the Me tab shows. */
export async function shownUid(page: Page): Promise<number> {
  await page.getByTestId('tab-me').click();
  const uid = page.getByTestId('me-uid');
  await expect(uid).toHaveAttribute('data-value', /^\d+$/);
  return Number(await uid.getAttribute('data-value'));
}

/** Opens the email sign-in page and sends `email` and `password` (a new address registers). */
export async function submitEmailLogin(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/#/pages/login/email');
  await page.getByTestId('email-input').fill(email);
  await page.getByTestId('password-input').fill(password);
  await page.getByTestId('email-submit').click();
}

/** Registers a new email account up to profile completion and finishes it as an adult. */
export async function registerWithEmail(page: Page, email: string, password: string): Promise<void> {
  await submitEmailLogin(page, email, password);
  await expect(page).toHaveURL(/#\/pagesLogin\/profile\/profile/);
  await page.getByTestId('profile-nickname').fill('Mila');
  await page.getByTestId('profile-birthday').fill('1995-04-12');
  await page.getByTestId('profile-submit').click();
  await expect(page.getByTestId('tab-match')).toBeVisible();
  await dismissWelcomeGift(page);
}
