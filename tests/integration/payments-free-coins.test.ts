import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coinAfterTimeContract } from '../../src/application/contracts/coin/after-time.contract.js';
import { coinCallbackContract } from '../../src/application/contracts/coin/callback.contract.js';
import { coinFreeCoinsContract } from '../../src/application/contracts/coin/free-coins.contract.js';
import { msgSyncContract } from '../../src/application/contracts/msg/sync.contract.js';
import {
  FREE_COINS_CLAIMS_PER_DAY,
  FREE_COINS_COOLDOWN_MS,
  FREE_COINS_EXHAUSTED,
  FREE_COINS_PER_CLAIM,
  MS_PER_DAY,
  MS_PER_SECOND,
} from '../../src/domain/constants.js';
import { startPaymentServer, type PaymentServer } from './payments-harness.js';

let server: PaymentServer;
beforeAll(async () => {
  server = await startPaymentServer();
});
afterAll(async () => server?.close());

const COOLDOWN_S = FREE_COINS_COOLDOWN_MS / MS_PER_SECOND;

describe('free coins', () => {
  it('gives the coins, then cools down, shows the cooldown in seconds and refuses a claim until it ends', async () => {
    const uid = await server.newUser();
    const http = server.client(uid);
    expect(await http.request(coinAfterTimeContract, {})).toMatchObject({ ok: true, data: { after_time: 0 } });

    const claimed = await http.request(coinFreeCoinsContract, {});
    expect(claimed).toMatchObject({ ok: true, data: { coins: FREE_COINS_PER_CLAIM, balance: FREE_COINS_PER_CLAIM, after_time: COOLDOWN_S } });
    expect(await http.request(coinFreeCoinsContract, {})).toMatchObject({ ok: false, error: { msg: 'FREE_COINS.COOLDOWN' } });
    server.time.jump(FREE_COINS_COOLDOWN_MS - MS_PER_SECOND);
    expect(await http.request(coinAfterTimeContract, {})).toMatchObject({ ok: true, data: { after_time: 1 } });
    const popup = await http.request(coinCallbackContract, {});
    expect(popup.ok && popup.data.free_coins).toEqual({ coins: FREE_COINS_PER_CLAIM, after_time: 1 });
    const synced = await http.request(msgSyncContract, {});
    expect(synced.ok && synced.data.free_coins).toBe(0);

    server.time.jump(MS_PER_SECOND);
    expect((await http.request(coinFreeCoinsContract, {})).ok).toBe(true);
    expect(await server.balance(uid)).toBe(2 * FREE_COINS_PER_CLAIM);
  });

  it('answers −1 once the day’s claims are used, and opens again the next day', async () => {
    const uid = await server.newUser();
    const http = server.client(uid);
    const dayStart = Math.floor(server.time.now() / MS_PER_DAY) * MS_PER_DAY;
    server.time.jump(dayStart + MS_PER_DAY - server.time.now() + 60_000); // just after midnight, room for three claims
    for (let i = 0; i < FREE_COINS_CLAIMS_PER_DAY; i++) {
      expect((await http.request(coinFreeCoinsContract, {})).ok).toBe(true);
      server.time.jump(FREE_COINS_COOLDOWN_MS);
    }

    expect(await http.request(coinAfterTimeContract, {})).toMatchObject({ ok: true, data: { after_time: FREE_COINS_EXHAUSTED } });
    expect(await http.request(coinFreeCoinsContract, {})).toMatchObject({ ok: false, error: { msg: 'FREE_COINS.EXHAUSTED' } });

    server.time.jump(MS_PER_DAY);
    expect(await http.request(coinAfterTimeContract, {})).toMatchObject({ ok: true, data: { after_time: 0 } });
    expect(await server.balance(uid)).toBe(FREE_COINS_CLAIMS_PER_DAY * FREE_COINS_PER_CLAIM);
  });

  it('credits one of many simultaneous claims', async () => {
    const uid = await server.newUser();
    const http = server.client(uid);

    const answers = await Promise.all(Array.from({ length: 10 }, () => http.request(coinFreeCoinsContract, {})));

    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(await server.balance(uid)).toBe(FREE_COINS_PER_CLAIM);
  });
});
