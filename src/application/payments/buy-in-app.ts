import { z } from 'zod';
import { productTypeSchema, type PayItem } from '../contracts/coin/pay-item';
import { orderAppleCancelContract } from '../contracts/order-apple/cancel.contract';
import { orderAppleCreateContract } from '../contracts/order-apple/create.contract';
import { orderAppleVerifyContract } from '../contracts/order-apple/verify.contract';
import { otherIapLogContract } from '../contracts/other/iap-log.contract';
import type { HttpPort } from '../ports/http.port';
import type { NativeBridgePort, NativeReceipt } from '../ports/native-bridge.port';
import type { StoragePort } from '../ports/storage.port';
import type { Settlement } from './await-settlement';
import type { RechargeFromType } from './recharge-requests';

/** Store purchases begun and not yet verified, by sku: a restored receipt (action 4) is verified with its order. */
export const IAP_PENDING_STORAGE = 'iap_pending';

const pendingSchema = z.record(z.string(), z.object({ tran_no: z.string(), product_type: productTypeSchema }));
export type PendingInApp = z.infer<typeof pendingSchema>;

export interface InAppDeps {
  readonly http: HttpPort;
  readonly bridge: NativeBridgePort;
  readonly storage: StoragePort;
  readonly uid: number;
}

export const pendingInApp = (deps: InAppDeps): PendingInApp => {
  const parsed = pendingSchema.safeParse(deps.storage.read(IAP_PENDING_STORAGE, deps.uid));
  return parsed.success ? parsed.data : {};
};

const log = (deps: InAppDeps, line: string) => void deps.http.request(otherIapLogContract, { content: line });

/** /order-apple/verify, then action 3 (finish) so the store stops redelivering the transaction. */
export async function verifyReceipt(deps: InAppDeps, receipt: NativeReceipt, tranNo: string, item: Pick<PayItem, 'product_type'>, fromType?: RechargeFromType) {
  const verified = await deps.http.request(orderAppleVerifyContract, {
    sku: receipt.sku,
    product_type: item.product_type,
    receipt_data: receipt.receiptData,
    tran_no: tranNo,
    transaction_id: receipt.transactionId,
    ...(fromType === undefined ? {} : { from_type: fromType }),
  });
  if (!verified.ok) {
    log(deps, `verify ${tranNo} ${receipt.transactionId}: ${verified.error.code} ${verified.error.msg}`);
    return verified;
  }
  await deps.bridge.finishPurchase(receipt.transactionId);
  const { [receipt.sku]: _done, ...rest } = pendingInApp(deps);
  deps.storage.write(IAP_PENDING_STORAGE, rest, deps.uid);
  return verified;
}

/**
 * The in-app purchase (/order/check code 2) through the native shell: /order-apple/create,
 * the store purchase (bridge action 2), /order-apple/verify and finish (action 3). A
 * refused create just ends (null); a failed or abandoned store purchase is cancelled with
 * /order-apple/cancel and logged (/other/iap-log).
 */
export async function buyInApp(deps: InAppDeps, item: PayItem, fromType: RechargeFromType): Promise<{ readonly orderNo: string; readonly settlement: Settlement } | null> {
  const created = await deps.http.request(orderAppleCreateContract, { goods_id: item.goods_id, product_type: item.product_type, from_type: fromType });
  if (!created.ok) return null;
  const tranNo = created.data.tran_no;
  deps.storage.write(IAP_PENDING_STORAGE, { ...pendingInApp(deps), [item.sku]: { tran_no: tranNo, product_type: item.product_type } }, deps.uid);
  const bought = await deps.bridge.purchase({ productId: item.sku, tranNo });
  if (!bought.ok) {
    const status = bought.error.code === 'NATIVE.CANCELLED' ? -1 : -2;
    await deps.http.request(orderAppleCancelContract, { tran_no: tranNo, errorCode: bought.error.storeCode ?? bought.error.code, status });
    log(deps, `purchase ${tranNo} ${item.sku}: ${bought.error.code} ${bought.error.storeCode ?? ''}`);
    return { orderNo: tranNo, settlement: { status: bought.error.code === 'NATIVE.CANCELLED' ? 'cancelled' : 'failed', coins: 0, balance: null } };
  }
  const verified = await verifyReceipt(deps, bought.receipt, tranNo, item, fromType);
  if (!verified.ok) return { orderNo: tranNo, settlement: { status: 'failed', coins: 0, balance: null } };
  const coins = verified.data.ignore_event === 1 ? 0 : item.diamond + item.give_coins;
  return { orderNo: tranNo, settlement: { status: 'success', coins, balance: verified.data.account_info.money } };
}
