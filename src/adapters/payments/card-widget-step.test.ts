import { describe, expect, it } from 'vitest';
import { cardWidgetStep } from './card-widget-step';

describe('cardWidgetStep', () => {
  it('goes to the result on respCode 20000 with status S and redirects on status R', () => {
    expect(cardWidgetStep({ resultCode: 'succeed', respCode: 20000, status: 'S' })).toBe('result');
    expect(cardWidgetStep({ resultCode: 'challenge', respCode: 20000, status: 'R', redirectUrl: '/c' })).toBe('redirect');
  });
  it('refuses any other respCode and judges a result without one by its redirect', () => {
    expect(cardWidgetStep({ resultCode: 'succeed', respCode: 40000, status: 'S' })).toBe('refused');
    expect(cardWidgetStep({ resultCode: 'gather', redirectUrl: '/g' })).toBe('redirect');
    expect(cardWidgetStep({ resultCode: 'succeed' })).toBe('result');
  });
});
