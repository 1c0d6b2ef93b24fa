import { MS_PER_SECOND, SECONDS_PER_MINUTE } from '../constants';
import { luhnValid } from './luhn';

/** Ours (ISO/IEC 7812 lengths): card numbers have 12 to 19 digits, security codes 3 or 4. */
export const CARD_NUMBER_MIN_DIGITS = 12;
export const CARD_NUMBER_MAX_DIGITS = 19;
export const CARD_SECURITY_CODE_MIN_DIGITS = 3;
export const CARD_SECURITY_CODE_MAX_DIGITS = 4;

/** The card form as typed. Expiry is `MM/YY` or `MM/YYYY`; spaces and dashes in the number are fine. */
export interface CardForm {
  readonly number: string;
  readonly expiry: string;
  readonly securityCode: string;
  readonly firstName: string;
  readonly lastName: string;
}

export interface ValidCard {
  /** Digits only. */
  readonly number: string;
  readonly expiryMonth: number;
  /** Four digits. */
  readonly expiryYear: number;
  readonly securityCode: string;
  readonly firstName: string;
  readonly lastName: string;
}

export type CardFieldErrorCode =
  | 'CARD.NUMBER_REQUIRED'
  | 'CARD.INVALID_NUMBER'
  | 'CARD.EXPIRY_REQUIRED'
  | 'CARD.INVALID_EXPIRY'
  | 'CARD.EXPIRED'
  | 'CARD.SECURITY_CODE_REQUIRED'
  | 'CARD.INVALID_SECURITY_CODE'
  | 'CARD.FIRST_NAME_REQUIRED'
  | 'CARD.LAST_NAME_REQUIRED';

/** English texts of the codes, the source for `locales/en.json`; "Invalid card number format" is the spec's. */
export const CARD_ERROR_MESSAGES_EN: Readonly<Record<CardFieldErrorCode, string>> = {
  'CARD.NUMBER_REQUIRED': 'Please enter the card number',
  'CARD.INVALID_NUMBER': 'Invalid card number format',
  'CARD.EXPIRY_REQUIRED': 'Please enter the expiry date',
  'CARD.INVALID_EXPIRY': 'Invalid expiry date',
  'CARD.EXPIRED': 'The expiry date must be later than the current date',
  'CARD.SECURITY_CODE_REQUIRED': 'Please enter the security code',
  'CARD.INVALID_SECURITY_CODE': 'Invalid security code',
  'CARD.FIRST_NAME_REQUIRED': 'Please enter the first name',
  'CARD.LAST_NAME_REQUIRED': 'Please enter the last name',
};

export type CardFormResult =
  | { readonly ok: true; readonly value: ValidCard }
  | {
      readonly ok: false;
      readonly error: { readonly code: 'CARD.INVALID_FORM'; readonly fields: Partial<Record<keyof CardForm, CardFieldErrorCode>> };
    };

const SEPARATORS = /[\s-]/g;
const EXPIRY = /^(\d{1,2})\/(\d{2}|\d{4})$/;
const TWO_DIGIT_YEAR_BASE = 2000;
const MONTHS_PER_YEAR = 12;

/** Month index (year × 12 + month − 1) of an instant in the device's time zone. */
function monthIndexAt(now: number, utcOffsetMinutes: number): number {
  const local = new Date(now + utcOffsetMinutes * SECONDS_PER_MINUTE * MS_PER_SECOND);
  return local.getUTCFullYear() * MONTHS_PER_YEAR + local.getUTCMonth();
}

type Checked<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly code: CardFieldErrorCode };
const pass = <T>(value: T): Checked<T> => ({ ok: true, value });
const fail = (code: CardFieldErrorCode): Checked<never> => ({ ok: false, code });

function checkNumber(raw: string): Checked<string> {
  const digits = raw.replace(SEPARATORS, '');
  if (digits === '') return fail('CARD.NUMBER_REQUIRED');
  const lengthOk = digits.length >= CARD_NUMBER_MIN_DIGITS && digits.length <= CARD_NUMBER_MAX_DIGITS;
  return lengthOk && luhnValid(digits) ? pass(digits) : fail('CARD.INVALID_NUMBER');
}

function checkExpiry(raw: string, now: number, utcOffsetMinutes: number): Checked<{ month: number; year: number }> {
  const text = raw.replace(/\s/g, '');
  if (text === '') return fail('CARD.EXPIRY_REQUIRED');
  const match = EXPIRY.exec(text);
  const month = Number(match?.[1]);
  const yearText = match?.[2] ?? '';
  if (!match || month < 1 || month > MONTHS_PER_YEAR) return fail('CARD.INVALID_EXPIRY');
  const year = yearText.length === 2 ? TWO_DIGIT_YEAR_BASE + Number(yearText) : Number(yearText);
  // A card is good through the last day of its expiry month: the expiry instant is the
  // start of the next month, strictly after `now` on every day of the expiry month.
  const monthAfterExpiry = year * MONTHS_PER_YEAR + month;
  return monthAfterExpiry > monthIndexAt(now, utcOffsetMinutes) ? pass({ month, year }) : fail('CARD.EXPIRED');
}

function checkSecurityCode(raw: string): Checked<string> {
  const code = raw.trim();
  if (code === '') return fail('CARD.SECURITY_CODE_REQUIRED');
  const valid = /^\d+$/.test(code) && code.length >= CARD_SECURITY_CODE_MIN_DIGITS && code.length <= CARD_SECURITY_CODE_MAX_DIGITS;
  return valid ? pass(code) : fail('CARD.INVALID_SECURITY_CODE');
}

function checkName(raw: string, missing: CardFieldErrorCode): Checked<string> {
  const name = raw.trim();
  return name === '' ? fail(missing) : pass(name);
}

/**
 * The card form (spec 000 §5): every field required, a Luhn-valid number of 12–19
 * digits, an expiry after `now` (epoch ms, in the device's time zone given as minutes
 * east of UTC), a 3–4 digit security code. All field errors are reported at once.
 */
export function validateCardForm(form: CardForm, now: number, utcOffsetMinutes = 0): CardFormResult {
  const number = checkNumber(form.number);
  const expiry = checkExpiry(form.expiry, now, utcOffsetMinutes);
  const securityCode = checkSecurityCode(form.securityCode);
  const firstName = checkName(form.firstName, 'CARD.FIRST_NAME_REQUIRED');
  const lastName = checkName(form.lastName, 'CARD.LAST_NAME_REQUIRED');

  if (number.ok && expiry.ok && securityCode.ok && firstName.ok && lastName.ok) {
    return {
      ok: true,
      value: {
        number: number.value, expiryMonth: expiry.value.month, expiryYear: expiry.value.year,
        securityCode: securityCode.value, firstName: firstName.value, lastName: lastName.value,
      },
    };
  }
  const checks = { number, expiry, securityCode, firstName, lastName };
  const fields: Partial<Record<keyof CardForm, CardFieldErrorCode>> = {};
  for (const [field, check] of Object.entries(checks) as [keyof CardForm, Checked<unknown>][]) {
    if (!check.ok) fields[field] = check.code;
  }
  return { ok: false, error: { code: 'CARD.INVALID_FORM', fields } };
}
