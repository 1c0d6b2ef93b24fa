import { describe, expect, it } from 'vitest';
import type { NativeBridgePort, NativeReceipt } from '../ports/native-bridge.port';
import type { StoragePort } from '../ports/storage.port';
import { createScriptedHttp } from '../session/session-test-kit';
import { IAP_PENDING_STORAGE } from './buy-in-app';
import { restoreInAppPurchases } from './restore-in-app-purchases';

const user = {
  uid: 7, nickname: 'A', avatar: '', small_avatar: '', big_avatar_url: '', is_vip: 0, vip_exp: 0, is_auth: 0, auth_status: 0, level: 0, is_rest: 0,
  hide_profile: 0, hide_vip: 0, hide_level: 0, call_free_min: 0, recharge_money: 0, channel_key: '', sex: 0, birthday: '', country_code: '',
  country_flag: '', video_call_gold: 0, voice_call_gold: 0, is_tourist: 0,
};

describe('restoring in-app purchases (bridge action 4)', () => {
  it('verifies each held receipt with the order it was bought for, finishes it and forgets the order', async () => {
    const entries = new Map<string, unknown>([[`${IAP_PENDING_STORAGE}:7`, { 'glint.vip.1m': { tran_no: 'tran_9', product_type: 2 } }]]);
    const storage: StoragePort = {
      read: (name, uid) => entries.get(`${name}:${uid}`),
      write: (name, value, uid) => (entries.set(`${name}:${uid}`, value), { ok: true }),
      remove: () => undefined,
    };
    const finished: string[] = [];
    const receipts: NativeReceipt[] = [
      { sku: 'glint.vip.1m', receiptData: 'r', transactionId: 'st_9' },
      { sku: 'glint.coins.60', receiptData: 'r2', transactionId: 'st_10' },
    ];
    const bridge = { isNativeShell: true, restorePurchases: async () => receipts, finishPurchase: async (id: string) => void finished.push(id) } as unknown as NativeBridgePort;
    const http = createScriptedHttp({
      '/order-apple/verify': {
        data: { is_sandbox: 1, ignore_event: 0, money: 9.99, goods_id: 'vip_1m', product_type: 2, event: { height_ltv_value: 9.99 }, user_info: user, account_info: { money: 300 } },
      },
    });
    await expect(restoreInAppPurchases({ http: http.http, bridge, storage, uid: 7 })).resolves.toBe(1);
    expect(http.sent).toEqual([
      { path: '/order-apple/verify', payload: { sku: 'glint.vip.1m', product_type: 2, receipt_data: 'r', tran_no: 'tran_9', transaction_id: 'st_9' } },
    ]);
    expect(finished).toEqual(['st_9']);
    expect(entries.get(`${IAP_PENDING_STORAGE}:7`)).toEqual({});
  });

  it('does nothing outside the native shell', async () => {
    const bridge = { isNativeShell: false } as NativeBridgePort;
    const http = createScriptedHttp();
    await expect(restoreInAppPurchases({ http: http.http, bridge, storage: { read: () => undefined } as unknown as StoragePort, uid: 7 })).resolves.toBe(0);
  });
});
