import { describe, expect, it } from 'vitest';
import { CARD_ERROR_MESSAGES_EN, validateCardForm, type CardForm } from './card-form';

/** 2026-03-15T12:00:00Z */
const NOW = Date.UTC(2026, 2, 15, 12);
const good: CardForm = { number: '4242 4242 4242 4242', expiry: '03/26', securityCode: '123', firstName: ' Ann ', lastName: 'Lee' };

const fieldsOf = (form: CardForm, now = NOW, offset = 0) => {
  const result = validateCardForm(form, now, offset);
  return result.ok ? {} : result.error.fields;
};

describe('validateCardForm', () => {
  it('returns the cleaned card when every field is right', () => {
    expect(validateCardForm(good, NOW)).toEqual({
      ok: true,
      value: { number: '4242424242424242', expiryMonth: 3, expiryYear: 2026, securityCode: '123', firstName: 'Ann', lastName: 'Lee' },
    });
  });
  it('reports every missing field at once', () => {
    expect(fieldsOf({ number: '', expiry: ' ', securityCode: '', firstName: ' ', lastName: '' })).toEqual({
      number: 'CARD.NUMBER_REQUIRED', expiry: 'CARD.EXPIRY_REQUIRED', securityCode: 'CARD.SECURITY_CODE_REQUIRED',
      firstName: 'CARD.FIRST_NAME_REQUIRED', lastName: 'CARD.LAST_NAME_REQUIRED',
    });
  });
  it('refuses a number failing the Luhn check or the length', () => {
    expect(fieldsOf({ ...good, number: '4242424242424241' })).toEqual({ number: 'CARD.INVALID_NUMBER' });
    expect(fieldsOf({ ...good, number: '42424242426' })).toEqual({ number: 'CARD.INVALID_NUMBER' });
  });
  it('accepts a card through the last day of its expiry month and refuses it from the next month', () => {
    expect(fieldsOf({ ...good, expiry: '03/2026' }, Date.UTC(2026, 2, 31, 23, 59))).toEqual({});
    expect(fieldsOf({ ...good, expiry: '03/26' }, Date.UTC(2026, 3, 1))).toEqual({ expiry: 'CARD.EXPIRED' });
    expect(fieldsOf({ ...good, expiry: '02/26' })).toEqual({ expiry: 'CARD.EXPIRED' });
  });
  it('judges the month in the device time zone', () => {
    // 23:30 UTC on 31 March is already 1 April in Tokyo.
    const lateMarch = Date.UTC(2026, 2, 31, 23, 30);
    expect(fieldsOf({ ...good, expiry: '03/26' }, lateMarch, 540)).toEqual({ expiry: 'CARD.EXPIRED' });
  });
  it('refuses months outside 1–12 and unreadable dates', () => {
    for (const expiry of ['13/27', '00/27', '1227', '12/7']) expect(fieldsOf({ ...good, expiry })).toEqual({ expiry: 'CARD.INVALID_EXPIRY' });
  });
  it('takes a security code of 3 or 4 digits only', () => {
    expect(fieldsOf({ ...good, securityCode: '1234' })).toEqual({});
    for (const securityCode of ['12', '12345', '12a']) {
      expect(fieldsOf({ ...good, securityCode })).toEqual({ securityCode: 'CARD.INVALID_SECURITY_CODE' });
    }
  });
  it('has the spec wording for an invalid number', () => {
    expect(CARD_ERROR_MESSAGES_EN['CARD.INVALID_NUMBER']).toBe('Invalid card number format');
  });
});
