import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createScriptedHttp } from '../session/session-test-kit';
import { createForegroundLifecycle, type LifecycleSignal } from './foreground-lifecycle';

const DEVICE = '0123456789abcdef0123456789abcdef';

function setup(openFlags?: () => { vpn: 0 | 1 }) {
  const visible$ = new Subject<boolean>();
  const { http, sent } = createScriptedHttp({ '/app/open': { code: 1 }, '/app/close': { code: 1 } });
  const lifecycle = createForegroundLifecycle({ http, visible$, deviceId: DEVICE, ...(openFlags ? { openFlags } : {}) });
  const signals: LifecycleSignal[] = [];
  let shown = 0;
  lifecycle.signals$.subscribe((signal) => signals.push(signal));
  lifecycle.shown$.subscribe(() => (shown += 1));
  return { visible$, lifecycle, signals, sent, shown: () => shown };
}

describe('foreground lifecycle', () => {
  it('opens the app at a start in front without refresh signals', () => {
    const { visible$, lifecycle, signals, sent } = setup();
    visible$.next(true);
    expect(lifecycle.foreground$.getValue()).toBe(true);
    expect(sent).toEqual([{ path: '/app/open', payload: { device_id: DEVICE } }]);
    expect(signals).toEqual([]);
  });

  it('going hidden closes the app and stops matching and the session', () => {
    const { visible$, lifecycle, signals, sent } = setup();
    visible$.next(true);
    visible$.next(false);
    expect(lifecycle.foreground$.getValue()).toBe(false);
    expect(sent.map((s) => s.path)).toEqual(['/app/open', '/app/close']);
    expect(signals).toEqual(['stop-matching', 'stop-session']);
  });

  it('coming back opens the app with its flags, refreshes messages and re-syncs', () => {
    const { visible$, signals, sent, shown } = setup(() => ({ vpn: 1 }));
    visible$.next(true);
    visible$.next(false);
    visible$.next(true);
    expect(sent.at(-1)).toEqual({ path: '/app/open', payload: { vpn: 1, device_id: DEVICE } });
    expect(signals).toEqual(['stop-matching', 'stop-session', 'refresh-messages', 'resync']);
    expect(shown()).toBe(1);
  });

  it('ignores a repeated visibility value and a start in the background', () => {
    const { visible$, signals, sent } = setup();
    visible$.next(false);
    visible$.next(false);
    expect(sent).toEqual([]);
    visible$.next(true);
    visible$.next(true);
    expect(sent.map((s) => s.path)).toEqual(['/app/open']);
    expect(signals).toEqual(['refresh-messages', 'resync']);
  });

  it('stops following visibility once disposed', () => {
    const { visible$, lifecycle, sent } = setup();
    visible$.next(true);
    lifecycle.dispose();
    visible$.next(false);
    expect(sent).toHaveLength(1);
  });
});
