import { describe, expect, it } from 'vitest';
import { GATHER_WAIT_MS, providerResultAction, REPEAT_PAYMENT_ERROR_CODE } from './provider-result';

describe('providerResultAction', () => {
  it('reports success, gathers with the 10 s wait and shows a challenge', () => {
    expect(providerResultAction({ resultCode: 'succeed' }, 'pay')).toEqual({ kind: 'succeed' });
    expect(providerResultAction({ resultCode: 'gather' }, 'pay')).toEqual({ kind: 'gather', waitMs: GATHER_WAIT_MS });
    expect(providerResultAction({ resultCode: 'challenge' }, 'pay')).toEqual({ kind: 'challenge' });
  });
  it('treats pending, pending_review and received alike as pending', () => {
    for (const resultCode of ['pending', 'pending_review', 'received']) {
      expect(providerResultAction({ resultCode }, 'pay')).toEqual({ kind: 'pending' });
    }
  });
  it('reports a failure with its error code', () => {
    expect(providerResultAction({ resultCode: 'failed', errorCode: 'E42' }, 'pay')).toEqual({ kind: 'error', errorCode: 'E42' });
    expect(providerResultAction({ resultCode: 'something-new' }, 'pay')).toEqual({ kind: 'error', errorCode: null });
  });
  it('ignores a repeated payment (1100) unless the action is a confirm, as number or string', () => {
    expect(providerResultAction({ resultCode: 'failed', errorCode: REPEAT_PAYMENT_ERROR_CODE }, 'pay')).toEqual({ kind: 'ignore' });
    expect(providerResultAction({ resultCode: 'failed', errorCode: '1100' }, 'pay')).toEqual({ kind: 'ignore' });
    expect(providerResultAction({ resultCode: 'failed', errorCode: 1100 }, 'confirm')).toEqual({ kind: 'error', errorCode: 1100 });
  });
  it('does not ignore error codes next to 1100', () => {
    expect(providerResultAction({ resultCode: 'failed', errorCode: 1101 }, 'pay').kind).toBe('error');
    expect(providerResultAction({ resultCode: 'failed', errorCode: 1099 }, 'pay').kind).toBe('error');
  });
});
