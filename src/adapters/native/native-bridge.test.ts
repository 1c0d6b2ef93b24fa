import { afterEach, describe, expect, it, vi } from 'vitest';
import { InMemoryStorage } from '../storage/in-memory-storage';
import { createNativeBridge } from './create-native-bridge';
import type { NativeHost, NativeRequest } from './native-protocol';
import { NATIVE_ACTION } from './native-protocol';
import { NATIVE_CALL_TIMEOUT_MS } from './shell-native-bridge';

/** A page with an Android-style shell that records requests; the test answers for the shell. */
function androidShell(): { host: NativeHost; requests: NativeRequest[]; reply: (json: unknown) => void } {
  const requests: NativeRequest[] = [];
  const host: NativeHost = {
    location: { hash: '' },
    GlintNative: { postMessage: (message) => requests.push(JSON.parse(message) as NativeRequest) },
  };
  return { host, requests, reply: (json) => host.glintNativeReceive?.(JSON.stringify(json)) };
}

const ids = (): (() => string) => {
  let next = 0;
  return () => `generated-${(next += 1)}`;
};

afterEach(() => vi.useRealTimers());

describe('native bridge detection', () => {
  it('uses the Android bridge object when the page has one', () => {
    expect(createNativeBridge(androidShell().host, new InMemoryStorage(), ids()).isNativeShell).toBe(true);
  });

  it('uses the iOS message handler when the page has one', async () => {
    const sent: string[] = [];
    const host: NativeHost = { location: { hash: '' }, webkit: { messageHandlers: { glint: { postMessage: (m) => sent.push(m) } } } };
    const bridge = createNativeBridge(host, new InMemoryStorage(), ids());
    bridge.navigate('/user/1');
    expect(bridge.isNativeShell).toBe(true);
    expect(JSON.parse(sent[0] ?? '')).toMatchObject({ action: NATIVE_ACTION.navigate, data: { path: '/user/1' } });
  });

  it('falls back to the browser without a bridge', () => {
    expect(createNativeBridge({ location: { hash: '' } }, new InMemoryStorage(), ids()).isNativeShell).toBe(false);
  });
});

describe('browser stand-in', () => {
  it('generates a device id once and keeps it in storage', async () => {
    const storage = new InMemoryStorage();
    const first = await createNativeBridge({ location: { hash: '' } }, storage, ids()).deviceId();
    const again = await createNativeBridge({ location: { hash: '' } }, storage, ids()).deviceId();
    expect(first).toBe('generated-1');
    expect(again).toBe(first);
  });

  it('navigates through the hash router', () => {
    const host: NativeHost = { location: { hash: '' } };
    const bridge = createNativeBridge(host, new InMemoryStorage(), ids());
    bridge.navigate('/user/7');
    expect(host.location.hash).toBe('#/user/7');
    bridge.navigate('coins');
    expect(host.location.hash).toBe('#/coins');
  });

  it('has no store, no attribution and no push token', async () => {
    const bridge = createNativeBridge({ location: { hash: '' } }, new InMemoryStorage(), ids());
    expect(await bridge.purchase({ productId: 'coins_100', tranNo: 'T1' })).toEqual({ ok: false, error: { code: 'NATIVE.UNSUPPORTED' } });
    expect(await bridge.attribution()).toBeUndefined();
    expect(await bridge.pushToken()).toBeUndefined();
    expect(await bridge.restorePurchases()).toEqual([]);
    expect(await bridge.pageData()).toEqual({});
  });
});

describe('shell bridge', () => {
  it('asks the shell for the device id by its action number and matches the reply by id', async () => {
    const shell = androidShell();
    const bridge = createNativeBridge(shell.host, new InMemoryStorage(), ids());
    const deviceId = bridge.deviceId();
    const pushToken = bridge.pushToken();
    const [first, second] = shell.requests;
    expect(first?.action).toBe(NATIVE_ACTION.deviceId);
    expect(second?.action).toBe(NATIVE_ACTION.pushToken);
    shell.reply({ id: second?.id, ok: true, data: 'push-123' });
    shell.reply({ id: first?.id, ok: true, data: 'android-abc' });
    expect(await deviceId).toBe('android-abc');
    expect(await pushToken).toBe('push-123');
  });

  it('falls back to the stored browser id when the shell does not answer in time', async () => {
    vi.useFakeTimers();
    const shell = androidShell();
    const bridge = createNativeBridge(shell.host, new InMemoryStorage(), ids());
    const deviceId = bridge.deviceId();
    await vi.advanceTimersByTimeAsync(NATIVE_CALL_TIMEOUT_MS);
    expect(await deviceId).toBe('generated-1');
  });

  it('ignores replies that are not JSON, unknown ids, and data of the wrong shape', async () => {
    const shell = androidShell();
    const bridge = createNativeBridge(shell.host, new InMemoryStorage(), ids());
    const attribution = bridge.attribution();
    const id = shell.requests[0]?.id;
    shell.host.glintNativeReceive?.('{oops');
    shell.reply({ id: 999, ok: true, data: { attribution: 'wrong call' } });
    shell.reply({ id, ok: true, data: { attribution: 42 } });
    expect(await attribution).toBeUndefined();
  });

  it('returns the store receipt of a purchase in the shape /order-apple/verify needs', async () => {
    const shell = androidShell();
    const bridge = createNativeBridge(shell.host, new InMemoryStorage(), ids());
    const purchase = bridge.purchase({ productId: 'coins_100', tranNo: 'T1' });
    const request = shell.requests[0];
    expect(request).toMatchObject({ action: NATIVE_ACTION.purchase, data: { product_id: 'coins_100', tran_no: 'T1' } });
    shell.reply({ id: request?.id, ok: true, data: { sku: 'coins_100', receipt_data: 'R', transaction_id: 'X9' } });
    expect(await purchase).toEqual({ ok: true, receipt: { sku: 'coins_100', receiptData: 'R', transactionId: 'X9' } });
  });

  it('waits for the user during a purchase rather than timing out', async () => {
    vi.useFakeTimers();
    const shell = androidShell();
    const bridge = createNativeBridge(shell.host, new InMemoryStorage(), ids());
    let settled = false;
    const purchase = bridge.purchase({ productId: 'coins_100', tranNo: 'T1' }).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(NATIVE_CALL_TIMEOUT_MS * 10);
    expect(settled).toBe(false);
    shell.reply({ id: shell.requests[0]?.id, ok: false, error: { code: 2, cancelled: true } });
    expect(await purchase).toEqual({ ok: false, error: { code: 'NATIVE.CANCELLED', storeCode: '2' } });
  });

  it('reports a failed purchase with the store code', async () => {
    const shell = androidShell();
    const bridge = createNativeBridge(shell.host, new InMemoryStorage(), ids());
    const purchase = bridge.purchase({ productId: 'coins_100', tranNo: 'T1' });
    shell.reply({ id: shell.requests[0]?.id, ok: false, error: { code: 'E_NETWORK' } });
    expect(await purchase).toEqual({ ok: false, error: { code: 'NATIVE.FAILED', storeCode: 'E_NETWORK' } });
  });

  it('restores unfinished transactions and finishes one by id', async () => {
    const shell = androidShell();
    const bridge = createNativeBridge(shell.host, new InMemoryStorage(), ids());
    const restored = bridge.restorePurchases();
    shell.reply({ id: shell.requests[0]?.id, ok: true, data: [{ sku: 's', receipt_data: 'r', transaction_id: 't' }] });
    expect(await restored).toEqual([{ sku: 's', receiptData: 'r', transactionId: 't' }]);
    const finished = bridge.finishPurchase('t');
    expect(shell.requests[1]).toMatchObject({ action: NATIVE_ACTION.finishPurchase, data: { transaction_id: 't' } });
    shell.reply({ id: shell.requests[1]?.id, ok: true, data: null });
    await expect(finished).resolves.toBeUndefined();
  });

  it('navigates with a native page instead of the hash', () => {
    const shell = androidShell();
    createNativeBridge(shell.host, new InMemoryStorage(), ids()).navigate('/user/7');
    expect(shell.requests[0]).toMatchObject({ action: NATIVE_ACTION.navigate, data: { path: '/user/7' } });
    expect(shell.host.location.hash).toBe('');
  });
});
