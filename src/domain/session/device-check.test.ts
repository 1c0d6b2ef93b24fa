import { describe, expect, it } from 'vitest';
import { actionAfterDeviceCheck, actionOnDisconnect } from './device-check';

describe('actionOnDisconnect', () => {
  it('checks the device on the first disconnect while visible', () => {
    expect(actionOnDisconnect({ visible: true, lastDeviceCheckAt: null, now: 0 })).toBe('checkDevice');
  });
  it('reconnects without a check exactly 120 s after the last one and checks 1 ms later', () => {
    expect(actionOnDisconnect({ visible: true, lastDeviceCheckAt: 1_000, now: 121_000 })).toBe('reconnect');
    expect(actionOnDisconnect({ visible: true, lastDeviceCheckAt: 1_000, now: 121_001 })).toBe('checkDevice');
  });
  it('never checks while the app is hidden', () => {
    expect(actionOnDisconnect({ visible: false, lastDeviceCheckAt: null, now: 0 })).toBe('reconnect');
  });
});

describe('actionAfterDeviceCheck', () => {
  it('logs out when the server says so and reconnects otherwise', () => {
    expect(actionAfterDeviceCheck(true)).toBe('logout');
    expect(actionAfterDeviceCheck(false)).toBe('reconnect');
  });
});
