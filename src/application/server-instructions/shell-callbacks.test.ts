import { Subject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import type { CallbackInstruction } from '../contracts/callback-instruction';
import { APP_EVENT, followShellCallbacks, shellRequestOf, type ShellRequest } from './shell-callbacks';

function setUp() {
  const instructions$ = new Subject<CallbackInstruction>();
  const refreshProfile = vi.fn();
  const refreshBalance = vi.fn();
  const shell = followShellCallbacks({ instructions$, refreshProfile, refreshBalance });
  const requests: ShellRequest[] = [];
  const events: string[] = [];
  shell.requests$.subscribe((request) => requests.push(request));
  shell.events$.subscribe((event) => events.push(event.name));
  return { instructions$, refreshProfile, refreshBalance, requests, events, shell };
}

describe('the shell callbacks (open, close, event)', () => {
  it('opens an app route given with or without the hash, and a web page as external', () => {
    const { instructions$, requests } = setUp();
    instructions$.next({ type: 'open', url: '#/pages/balance' });
    instructions$.next({ type: 'open', url: '/user/42' });
    instructions$.next({ type: 'open', url: 'https://example.com/help' });
    expect(requests).toEqual([
      { kind: 'route', path: '/pages/balance' },
      { kind: 'route', path: '/user/42' },
      { kind: 'external', url: 'https://example.com/help' },
    ]);
  });

  it('never opens a script, a data url or a protocol-relative address', () => {
    expect(shellRequestOf('javascript:alert(1)')).toBeNull();
    expect(shellRequestOf('data:text/html,hi')).toBeNull();
    expect(shellRequestOf('//evil.example/x')).toBeNull();
  });

  it('asks to close the current page on close', () => {
    const { instructions$, requests } = setUp();
    instructions$.next({ type: 'close' });
    expect(requests).toEqual([{ kind: 'close' }]);
  });

  it('reloads the profile or the balance on their events, and passes every event on by name', () => {
    const { instructions$, refreshProfile, refreshBalance, events } = setUp();
    instructions$.next({ type: 'event', name: APP_EVENT.profile });
    instructions$.next({ type: 'event', name: APP_EVENT.balance });
    instructions$.next({ type: 'event', name: 'something_else' });
    expect(refreshProfile).toHaveBeenCalledTimes(1);
    expect(refreshBalance).toHaveBeenCalledTimes(1);
    expect(events).toEqual([APP_EVENT.profile, APP_EVENT.balance, 'something_else']);
  });

  it('leaves the other instructions to their features and stops on dispose', () => {
    const { instructions$, requests, shell } = setUp();
    instructions$.next({ type: 'alert', content: 'hi' });
    shell.dispose();
    instructions$.next({ type: 'close' });
    expect(requests).toEqual([]);
  });
});
