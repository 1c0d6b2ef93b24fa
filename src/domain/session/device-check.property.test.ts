import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actionOnDisconnect, DEVICE_CHECK_MIN_INTERVAL_MS } from './device-check';

describe('actionOnDisconnect (properties)', () => {
  it('checks the device at most once in any 120 s window of disconnects', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 60_000 }), { minLength: 1, maxLength: 60 }), (gaps) => {
        let now = 0;
        let lastDeviceCheckAt: number | null = null;
        const checks: number[] = [];
        for (const gap of gaps) {
          now += gap;
          if (actionOnDisconnect({ visible: true, lastDeviceCheckAt, now }) === 'checkDevice') {
            checks.push(now);
            lastDeviceCheckAt = now;
          }
        }
        for (let i = 1; i < checks.length; i += 1) expect(checks[i]! - checks[i - 1]!).toBeGreaterThan(DEVICE_CHECK_MIN_INTERVAL_MS);
      }),
    );
  });
});
