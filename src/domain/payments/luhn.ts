/**
 * The Luhn (mod 10) check of card numbers, over a string of digits only. From the
 * rightmost digit, every second digit is doubled (minus 9 when above 9); the sum must
 * end in 0.
 */
function luhnSum(digits: string, doubleFirst: boolean): number {
  let sum = 0;
  let double = doubleFirst;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum;
}

const ONLY_DIGITS = /^\d+$/;

export function luhnValid(digits: string): boolean {
  return ONLY_DIGITS.test(digits) && luhnSum(digits, false) % 10 === 0;
}

/** The digit that completes `partial` into a Luhn-valid number: the property tests build valid card numbers with it. */
export function luhnCheckDigit(partial: string): number {
  // Only code builds test numbers; anything but digits here is a bug, not user input.
  if (!ONLY_DIGITS.test(partial) && partial !== '') throw new RangeError('luhnCheckDigit takes digits only');
  return (10 - (luhnSum(partial, true) % 10)) % 10;
}
