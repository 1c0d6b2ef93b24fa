import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  RESET_ADDRESS_WINDOW_MS,
  RESET_CLIENT_WINDOW_MS,
  RESET_CODE_RESEND_MS,
  RESET_CODES_PER_ADDRESS,
  RESET_CODES_PER_CLIENT,
  RESET_LOCK_FAILURES,
} from './accounts-policy.js';
import { isResetLocked, resetRequestVerdict } from './reset-code-limits.js';

interface Grant {
  readonly at: number;
  readonly email: string;
  readonly ip: string;
}

/** Replays requests in time order through the rule, counting history the way reset-codes.ts does. */
function replay(requests: readonly { at: number; email: string; ip: string }[], wrongGuesses = 0): Grant[] {
  const grants: Grant[] = [];
  for (const request of [...requests].sort((a, b) => a.at - b.at)) {
    const ofAddress = grants.filter((g) => g.email === request.email && g.at > request.at - RESET_ADDRESS_WINDOW_MS);
    const verdict = resetRequestVerdict(
      {
        wrongGuesses,
        addressGrants: ofAddress.length,
        lastAddressGrantAt: ofAddress.length === 0 ? null : Math.max(...ofAddress.map((g) => g.at)),
        clientGrants: grants.filter((g) => g.ip === request.ip && g.at > request.at - RESET_CLIENT_WINDOW_MS).length,
      },
      request.at,
    );
    if (verdict === 'send') grants.push(request);
  }
  return grants;
}

const DAY = RESET_ADDRESS_WINDOW_MS;
const requestsArb = fc.array(
  fc.record({ at: fc.integer({ min: 0, max: 3 * DAY }), email: fc.constantFrom('a@x.io', 'b@x.io', 'c@x.io'), ip: fc.constantFrom('10.0.0.1', '10.0.0.2', '10.0.0.3') }),
  { maxLength: 200 },
);

const maxInAnyWindow = (times: readonly number[], windowMs: number): number =>
  Math.max(0, ...times.map((start) => times.filter((t) => t >= start && t < start + windowMs).length));

describe('reset code request limits', () => {
  it('never sends one address more than RESET_CODES_PER_ADDRESS codes in any rolling day, however requests are spread over clients', () => {
    fc.assert(
      fc.property(requestsArb, (requests) => {
        const grants = replay(requests);
        for (const email of new Set(grants.map((g) => g.email))) {
          expect(maxInAnyWindow(grants.filter((g) => g.email === email).map((g) => g.at), RESET_ADDRESS_WINDOW_MS)).toBeLessThanOrEqual(RESET_CODES_PER_ADDRESS);
        }
      }),
    );
  });

  it('never grants one client more than RESET_CODES_PER_CLIENT codes in any rolling hour, over all addresses', () => {
    fc.assert(
      fc.property(requestsArb, (requests) => {
        const grants = replay(requests);
        for (const ip of new Set(grants.map((g) => g.ip))) {
          expect(maxInAnyWindow(grants.filter((g) => g.ip === ip).map((g) => g.at), RESET_CLIENT_WINDOW_MS)).toBeLessThanOrEqual(RESET_CODES_PER_CLIENT);
        }
      }),
    );
  });

  it('never sends one address two codes less than RESET_CODE_RESEND_MS apart', () => {
    fc.assert(
      fc.property(requestsArb, (requests) => {
        const grants = replay(requests);
        for (const email of new Set(grants.map((g) => g.email))) {
          const times = grants.filter((g) => g.email === email).map((g) => g.at);
          times.slice(1).forEach((t, i) => expect(t - (times[i] ?? 0)).toBeGreaterThanOrEqual(RESET_CODE_RESEND_MS));
        }
      }),
    );
  });

  it('sends nothing at all to a locked address, and locks exactly at RESET_LOCK_FAILURES wrong codes', () => {
    fc.assert(
      fc.property(requestsArb, fc.integer({ min: 0, max: 50 }), (requests, wrongGuesses) => {
        expect(isResetLocked(wrongGuesses)).toBe(wrongGuesses >= RESET_LOCK_FAILURES);
        if (isResetLocked(wrongGuesses)) expect(replay(requests, wrongGuesses)).toEqual([]);
      }),
    );
  });
});
