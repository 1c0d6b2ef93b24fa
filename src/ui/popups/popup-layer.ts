/**
 * The stacking layers of spec 000 §2 / 001 §9: balance 999, VIP and report 1000, pay method
 * 1001, confirm 99999. Ours: the inbox dialog and the chat popup (998) stay under them all,
 * so a gift sheet, a top-up or a report opened from their chat comes on top.
 */
const POPUP_LAYER = { chat: 998, balance: 999, vip: 1000, report: 1000, payMethod: 1001, confirm: 99_999 } as const;

export type PopupLayerName = keyof typeof POPUP_LAYER;

export function popupZIndex(layer: PopupLayerName): number {
  return POPUP_LAYER[layer];
}
