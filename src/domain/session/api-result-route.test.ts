import { describe, expect, it } from 'vitest';
import { routeApiResult } from './api-result-route';

describe('routeApiResult', () => {
  it('logs out on HTTP 401 whatever the body says', () => {
    expect(routeApiResult({ httpStatus: 401, ok: 1 }, false)).toEqual({ kind: 'logout' });
  });
  it('rejects other HTTP failures and hides the mask', () => {
    expect(routeApiResult({ httpStatus: 500, ok: 1 }, false)).toEqual({ kind: 'reject', hideMask: true });
  });
  it('logs out on ok 99', () => {
    expect(routeApiResult({ httpStatus: 200, ok: 99 }, false)).toEqual({ kind: 'logout' });
  });
  it('shows the stop-taking dialog on ok −98 only the first time', () => {
    expect(routeApiResult({ httpStatus: 200, ok: -98 }, false)).toEqual({ kind: 'stopTaking', showDialog: true });
    expect(routeApiResult({ httpStatus: 200, ok: -98 }, true)).toEqual({ kind: 'stopTaking', showDialog: false });
  });
  it('shows the message and reloads on ok 97', () => {
    expect(routeApiResult({ httpStatus: 200, ok: 97, msg: 'Updated' }, false)).toEqual({ kind: 'reload', message: 'Updated' });
  });
  it('succeeds on ok 1 and toasts a message when there is one', () => {
    expect(routeApiResult({ httpStatus: 200, ok: 1, msg: 'Saved' }, false)).toEqual({ kind: 'success', toast: 'Saved' });
    expect(routeApiResult({ httpStatus: 200, ok: 1, msg: '' }, false)).toEqual({ kind: 'success', toast: null });
  });
  it('rejects ok 0, negative codes and an unreadable body without hiding the mask', () => {
    for (const ok of [0, -1, -97, undefined]) expect(routeApiResult({ httpStatus: 200, ok }, false)).toEqual({ kind: 'reject', hideMask: false });
  });
});
