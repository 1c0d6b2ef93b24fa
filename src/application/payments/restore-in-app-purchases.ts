import { pendingInApp, verifyReceipt, type InAppDeps } from './buy-in-app';

/**
 * Store transactions the shell still holds (bridge action 4: the app closed between the
 * purchase and its verification) are verified with the order they were bought for and
 * finished; one whose order this install does not know stays with the store. Answers how
 * many were credited.
 */
export async function restoreInAppPurchases(deps: InAppDeps): Promise<number> {
  if (!deps.bridge.isNativeShell) return 0;
  const receipts = await deps.bridge.restorePurchases();
  const pending = pendingInApp(deps);
  let credited = 0;
  for (const receipt of receipts) {
    const order = pending[receipt.sku];
    if (order === undefined) continue;
    const verified = await verifyReceipt(deps, receipt, order.tran_no, { product_type: order.product_type });
    if (verified.ok) credited += 1;
  }
  return credited;
}
