import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMAIL_CODE_MAX_TRIES, EMAIL_CODE_RESEND_MS, EMAIL_CODES_PER_ACCOUNT } from './email-binding-policy.js';
import { checkEmailCode, emailCodeRequestVerdict } from './email-code-rules.js';

const NOW = 1_800_000_000_000;
const EMAIL = 'ana@example.com';

describe('e-mail code rules', () => {
  it('mail no second code for a step within EMAIL_CODE_RESEND_MS, and say how many seconds are left', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 * EMAIL_CODE_RESEND_MS }), fc.integer({ min: 0, max: EMAIL_CODES_PER_ACCOUNT - 1 }), (age, mailed) => {
        const verdict = emailCodeRequestVerdict({ lastForStepAt: NOW - age, mailedInWindow: mailed }, NOW);
        if (age >= EMAIL_CODE_RESEND_MS) expect(verdict).toEqual({ kind: 'send' });
        else expect(verdict).toEqual({ kind: 'wait', seconds: Math.ceil((EMAIL_CODE_RESEND_MS - age) / 1_000) });
      }),
    );
  });

  it('mail an account no more than EMAIL_CODES_PER_ACCOUNT codes per window', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 * EMAIL_CODES_PER_ACCOUNT }), (mailed) => {
        const verdict = emailCodeRequestVerdict({ lastForStepAt: null, mailedInWindow: mailed }, NOW);
        expect(verdict.kind).toBe(mailed >= EMAIL_CODES_PER_ACCOUNT ? 'daily-cap' : 'send');
      }),
    );
  });

  it('accept a matching code only while it is live, unused, for this address and tried fewer than EMAIL_CODE_MAX_TRIES times', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 * EMAIL_CODE_MAX_TRIES }),
        fc.integer({ min: -60_000, max: 60_000 }),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (attempts, expiresIn, used, sameAddress, matches) => {
          const stored = { email: sameAddress ? EMAIL : 'other@example.com', attempts, expiresAt: NOW + expiresIn, consumedAt: used ? NOW - 1 : null };
          const check = checkEmailCode(stored, EMAIL, matches, NOW);
          const live = !used && expiresIn > 0 && attempts < EMAIL_CODE_MAX_TRIES;
          if (!sameAddress) expect(check).toBe('wrong');
          else if (!live) expect(check).toBe('expired');
          else expect(check).toBe(matches ? 'accepted' : 'wrong');
        },
      ),
    );
    expect(checkEmailCode(undefined, EMAIL, true, NOW)).toBe('wrong');
  });
});
