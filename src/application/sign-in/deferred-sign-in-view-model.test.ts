import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { deferSignInViewModel } from './deferred-sign-in-view-model';
import type { SignInViewModel } from './sign-in-view-model';

function realViewModel(log: string[]): SignInViewModel {
  const agreed$ = new BehaviorSubject(true);
  return {
    agreed$,
    setAgreed: (agreed) => (log.push(`agreed:${agreed}`), agreed$.next(agreed)),
    suggestedNickname$: new BehaviorSubject('Nick'),
    thirdPartyAvailable$: new BehaviorSubject(true),
    signInQuick: async () => (log.push('quick'), { ok: true, next: 'home' }),
    signInThirdParty: async () => ({ ok: true, next: 'home' }),
    signInWithEmail: async (email) => (log.push(`email:${email}`), { ok: true, next: 'profile' }),
    sendResetCode: async () => ({ ok: true }),
    resetPassword: async () => ({ ok: true }),
    completeProfile: async () => ({ ok: true }),
    checkThirdParty: async () => undefined,
    finishThirdParty: async () => ({ ok: true, next: 'home' }),
    uploadAvatar: async () => ({ ok: false, error: { code: 'AVATAR.NOT_IMAGE' } }),
    completeProfileWithExtras: async () => ({ ok: true }),
  };
}

describe('deferred sign-in view model', () => {
  it('keeps the agree box working while the core loads and hands the choice over', async () => {
    const log: string[] = [];
    let resolve!: (viewModel: SignInViewModel) => void;
    const deferred = deferSignInViewModel(new Promise((r) => (resolve = r)));
    expect(deferred.agreed$.getValue()).toBe(true);
    deferred.setAgreed(false);
    expect(deferred.agreed$.getValue()).toBe(false);
    resolve(realViewModel(log));
    await Promise.resolve();
    await Promise.resolve();
    expect(log).toEqual(['agreed:false']);
    expect(deferred.agreed$.getValue()).toBe(false);
    expect(deferred.thirdPartyAvailable$.getValue()).toBe(true);
  });

  it('runs a method chosen before the core arrived once it has', async () => {
    const log: string[] = [];
    let resolve!: (viewModel: SignInViewModel) => void;
    const deferred = deferSignInViewModel(new Promise((r) => (resolve = r)));
    const outcome = deferred.signInWithEmail('a@b.co', 'password1');
    expect(log).toEqual([]);
    resolve(realViewModel(log));
    expect(await outcome).toEqual({ ok: true, next: 'profile' });
    expect(log).toEqual(['email:a@b.co']);
  });

  it('answers "login failed" when the core cannot load', async () => {
    const deferred = deferSignInViewModel(Promise.reject(new Error('offline')));
    expect(await deferred.signInQuick()).toEqual({ ok: false, error: { code: 'LOGIN.FAILED' } });
    expect(await deferred.sendResetCode('a@b.co')).toEqual({ ok: false, error: { code: 'LOGIN.FAILED' } });
  });
});
