import { describe, expect, it } from 'vitest';
import { apiFailureMessage, failureMessage } from './failure-message';

describe('payment failure texts', () => {
  it('words a stable code from the catalogue and shows any other text as it came', () => {
    expect(failureMessage('ORDER.NOT_PENDING')).toEqual({ key: 'error.ORDER.NOT_PENDING' });
    expect(failureMessage('Card declined')).toEqual({ text: 'Card declined' });
  });
  it('says offline for a call that never reached the server or timed out, and fails generically without a reason', () => {
    expect(apiFailureMessage({ code: 'API.NETWORK', msg: 'Failed to fetch' })).toEqual({ key: 'shell.offline' });
    expect(apiFailureMessage({ code: 'API.TIMEOUT', msg: 'x' })).toEqual({ key: 'shell.offline' });
    expect(apiFailureMessage({ code: 'API.HTTP', msg: '' })).toEqual({ key: 'payment.failed' });
    expect(apiFailureMessage({ code: 'API.REJECTED', msg: 'PAY.PROVIDER_UNAVAILABLE' })).toEqual({ key: 'error.PAY.PROVIDER_UNAVAILABLE' });
  });
});
