/** Ledger idempotency keys of payments: one credit per order, one clawback per refund, one grant per VIP month, one bag grant per package gift. */
export const orderCreditKey = (orderNo: string): string => `order:${orderNo}`;
export const orderRefundKey = (orderNo: string): string => `refund:${orderNo}`;
export const vipMonthKey = (orderNo: string, monthIndex: number): string => `vip:${orderNo}:${monthIndex}`;
export const freeCoinsKey = (uid: number, day: number, seq: number): string => `free-coins:${uid}:${day}:${seq}`;
export const orderGiftKey = (orderNo: string, giftId: number): string => `order:${orderNo}:gift:${giftId}`;
