import { z } from 'zod';

/**
 * Numbered actions of the native bridge. The spec numbers in-app purchase 2, 3, 4; the
 * rest of the table is ours; the shapes follow below.
 */
export const NATIVE_ACTION = {
  deviceId: 1, purchase: 2, finishPurchase: 3, restorePurchases: 4,
  pageData: 5, attribution: 6, pushToken: 7, navigate: 8,
} as const;

/**
 * The wire between the page and the native shell — one shape for Android and iOS.
 *
 * Page → shell: `window.GlintNative.postMessage(json)` where json is
 *   `{ "id": 7, "action": 2, "data": { ... } }` (action numbers: NATIVE_ACTION).
 *   Android exposes `GlintNative` with `addJavascriptInterface`; iOS registers the script
 *   message handler `glint`, which the adapter wraps when `GlintNative` is absent
 *   (`window.webkit.messageHandlers.glint.postMessage(json)`).
 * Shell → page: the shell evaluates `window.glintNativeReceive(json)` with
 *   `{ "id": 7, "ok": true, "data": ... }` or `{ "id": 7, "ok": false, "error": { "code": "...", "cancelled": true } }`.
 *
 * Data per action (snake_case like the API):
 *   1 device id            → data: "<string>"
 *   2 purchase             { product_id, tran_no } → { sku, receipt_data, transaction_id }
 *   3 finish purchase      { transaction_id } → null
 *   4 restore purchases    → [{ sku, receipt_data, transaction_id }, …]
 *   5 page data            → { … }
 *   6 attribution          → { attribution, adid?, idfa? } or null
 *   7 push token           → "<string>" or null
 *   8 navigate             { path } → null (fire and forget)
 */
export const NATIVE_SEND_OBJECT = 'GlintNative';
export const NATIVE_RECEIVE_FUNCTION = 'glintNativeReceive';
export const IOS_MESSAGE_HANDLER = 'glint';

export interface NativeRequest {
  readonly id: number;
  readonly action: number;
  readonly data?: unknown;
}

export const nativeReplySchema = z.union([
  z.object({ id: z.number(), ok: z.literal(true), data: z.unknown() }),
  z.object({
    id: z.number(),
    ok: z.literal(false),
    error: z.object({ code: z.union([z.string(), z.number()]).optional(), cancelled: z.boolean().optional() }).optional(),
  }),
]);
export type NativeReply = z.infer<typeof nativeReplySchema>;

const receiptWire = z.object({ sku: z.string(), receipt_data: z.string(), transaction_id: z.string() });
export const receiptSchema = receiptWire.transform((r) => ({ sku: r.sku, receiptData: r.receipt_data, transactionId: r.transaction_id }));
export const receiptListSchema = z.array(receiptSchema);
export const attributionSchema = z
  .object({ attribution: z.string(), adid: z.string().optional(), idfa: z.string().optional() })
  .nullable();
export const pageDataSchema = z.record(z.string(), z.unknown());
export const nonEmptyStringSchema = z.string().min(1);

/** The globals the bridge touches; `window` in the browser, a fake in tests. */
export interface NativeHost {
  [NATIVE_SEND_OBJECT]?: { postMessage(message: string): void };
  webkit?: { messageHandlers?: { [IOS_MESSAGE_HANDLER]?: { postMessage(message: string): void } } };
  [NATIVE_RECEIVE_FUNCTION]?: (json: string) => void;
  location: { hash: string };
}
