import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUS } from '../../src/domain/constants.js';
import { canMoveOrder, ORDER_STATUS, orderStateOf, type OrderState } from './order-state.js';

const STATES: readonly OrderState[] = ['pending', 'paid', 'failed', 'cancelled', 'expired'];

describe('the order state machine', () => {
  it('moves a pending order into any end state', () => {
    expect(STATES.filter((to) => canMoveOrder('pending', to))).toEqual(['paid', 'failed', 'cancelled', 'expired']);
  });

  it('never moves an order out of an end state: they absorb every later event', () => {
    fc.assert(fc.property(fc.constantFrom(...STATES.filter((s) => s !== 'pending')), fc.constantFrom(...STATES), (from, to) => !canMoveOrder(from, to)));
  });

  it('stores the spec’s payment status codes and reads them back', () => {
    expect(ORDER_STATUS).toEqual({ pending: PAYMENT_STATUS.pending, paid: PAYMENT_STATUS.success, failed: PAYMENT_STATUS.fail, cancelled: PAYMENT_STATUS.cancel, expired: PAYMENT_STATUS.timeout });
    for (const state of STATES) expect(orderStateOf(ORDER_STATUS[state])).toBe(state);
    expect(orderStateOf(PAYMENT_STATUS.default)).toBeUndefined();
  });
});
