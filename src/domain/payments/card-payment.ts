import { CARD_PAY_TYPE } from '../constants';

/** Extra data counts when it carries something: a non-blank string, a non-empty array or object. */
function hasContent(extra: unknown): boolean {
  if (typeof extra === 'string') return extra.trim() !== '';
  if (Array.isArray(extra)) return extra.length > 0;
  if (typeof extra === 'object' && extra !== null) return Object.keys(extra).length > 0;
  return false;
}

/** A card payment is attempted only for pay_type 22 with non-empty extra data (spec 000 §5). */
export function canAttemptCardPayment(payType: number, extra: unknown): boolean {
  return payType === CARD_PAY_TYPE && hasContent(extra);
}
