import { expect, type Browser, type BrowserContext, type Page } from './fixtures';
import { randomBytes } from 'node:crypto';
import { loginHandleContract } from '../../src/application/contracts/login/handle.contract';
import { profileInitContract } from '../../src/application/contracts/profile/init.contract';
import { SignedHttpClient } from '../../src/adapters/http/signed-http-client';
import { createCallbackDispatcher } from '../../src/application/callbacks/dispatch-callbacks';
import { createSessionEvents } from '../../src/application/session-events';
import { LOGIN_FROM } from '../../src/domain/constants';
import { nodeCodec } from '../../server/codec/node-codec';
import { shownUid, signInQuick, testServer } from './session-helpers';

// Contexts made by hand outlive a test unless closed: a stale user could be matched or called.
const contexts: BrowserContext[] = [];

/** For test.afterEach: closes every context newUser opened. */
export async function closeUsers(): Promise<void> {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
}

/** A signed-in guest in a browser context of its own (its own storage, camera and broker session). */
export async function newUser(browser: Browser): Promise<{ page: Page; uid: number }> {
  const context = await browser.newContext();
  contexts.push(context);
  const page = await context.newPage();
  await signInQuick(page);
  return { page, uid: await shownUid(page) };
}

/**
 * A guest who only has to exist — to be followed, blocked, reported, written to, gifted —
 * signed in over the wire from the test process as the app does (/login/handle, then
 * /profile/init), with no browser: a context, an app start and a sign-in on screen cost
 * seconds each. Offline (nobody holds their realtime connection): not for a peer who must
 * answer, read, or be seen online — that is newUser.
 */
export async function apiGuest(): Promise<{ uid: number }> {
  let session: { token: string; appCre: string } | null = null;
  // The browser's request client with the server's node:crypto codec (the same wire format):
  // Playwright's loader cannot resolve crypto-js's extensionless subpaths.
  const http = new SignedHttpClient({
    baseUrl: `http://127.0.0.1:${testServer().port}`,
    codec: nodeCodec,
    credentials: () => session,
    userAgent: () => 'Glint/1.4.0 (web; e2e guest)',
    sessionEvents: createSessionEvents(),
    callbacks: createCallbackDispatcher(),
    now: () => Date.now(),
  });
  const login = await http.request(loginHandleContract, { login_from: LOGIN_FROM.quick, device_id: randomBytes(16).toString('hex'), platform: 'web' });
  if (!login.ok || login.data === undefined || !('token' in login.data)) throw new Error(`guest sign-in failed: ${login.ok ? 'no session' : login.error.msg}`);
  session = { token: login.data.token, appCre: login.data.app_cre };
  const init = await http.request(profileInitContract, {});
  if (!init.ok) throw new Error(`/profile/init failed: ${init.error.msg}`);
  return { uid: login.data.user_info.uid };
}

/** The other side's video shows frames that keep coming: a size, and a playback clock that moves. */
export async function expectRemoteVideoAdvancing(page: Page): Promise<void> {
  const video = page.getByTestId('remote-video');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.videoWidth), { timeout: 15_000 }).toBeGreaterThan(0);
  const before = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 10_000 }).toBeGreaterThan(before);
}
