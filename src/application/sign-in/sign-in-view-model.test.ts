import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { CommandOutcome, LoginOutcome, LoginViewModel, ProfileDraft } from './login-view-model';
import { createSignInViewModel, type ProfileExtras } from './sign-in-view-model';
import { createToastStore } from '../notices/toast-store';

const HOME: LoginOutcome = { ok: true, next: 'home' };
const PROFILE: LoginOutcome = { ok: true, next: 'profile' };
const FAILED: LoginOutcome = { ok: false, error: { code: 'LOGIN.FAILED' } };

function setup(options: { signIn?: LoginOutcome; configured?: () => Promise<boolean>; extras?: CommandOutcome; outcomes?: LoginOutcome[] } = {}) {
  const log: string[] = [];
  const drafts: ProfileDraft[] = [];
  const saved: ProfileExtras[] = [];
  const outcome = async () => options.outcomes?.shift() ?? options.signIn ?? HOME;
  const login: LoginViewModel & { finishThirdParty(): Promise<LoginOutcome> } = {
    agreed$: new BehaviorSubject(true),
    setAgreed: () => undefined,
    signInQuick: async () => (log.push('quick'), outcome()),
    signInThirdParty: outcome,
    signInWithEmail: async () => (log.push('email'), outcome()),
    sendResetCode: async () => ({ ok: true }),
    resetPassword: async () => ({ ok: true }),
    suggestedNickname$: new BehaviorSubject('Nick'),
    completeProfile: async (draft) => (log.push('complete'), drafts.push(draft), { ok: true }),
    finishThirdParty: async () => (log.push('finish'), outcome()),
  };
  const toast = createToastStore();
  const viewModel = createSignInViewModel({
    login,
    startSession: async () => void log.push('start'),
    thirdPartyConfigured: options.configured ?? (async () => true),
    uploadAvatar: async () => ({ ok: false, error: { code: 'AVATAR.NOT_IMAGE' } }),
    saveProfileExtras: async (extras) => (log.push('extras'), saved.push(extras), options.extras ?? { ok: true }),
    toast,
  });
  return { viewModel, log, drafts, saved, toast };
}

describe('sign-in view model', () => {
  it('starts the session before a sign-in that goes home resolves', async () => {
    const { viewModel, log } = setup();
    expect(await viewModel.signInQuick()).toEqual(HOME);
    expect(await viewModel.signInWithEmail('a@b.co', 'password1')).toEqual(HOME);
    expect(await viewModel.finishThirdParty({ code: 'c', state: 's' })).toEqual(HOME);
    expect(log).toEqual(['quick', 'start', 'email', 'start', 'finish', 'start']);
  });

  it('sends a new account to profile completion without starting the session yet', async () => {
    const { viewModel, log } = setup({ signIn: PROFILE });
    expect(await viewModel.signInWithEmail('a@b.co', 'password1')).toEqual(PROFILE);
    expect(log).toEqual(['email']);
  });

  it('starts nothing after a failed sign-in', async () => {
    const { viewModel, log } = setup({ signIn: FAILED });
    expect(await viewModel.signInQuick()).toEqual(FAILED);
    expect(log).toEqual(['quick']);
  });

  it('completes the profile, saves the photo and country, then starts the session', async () => {
    const { viewModel, log, drafts, saved } = setup();
    const avatar = { url: '/uploads/a.png', width: 10, height: 10, imgType: 'png' as const };
    expect(await viewModel.completeProfileWithExtras({ nickname: 'Mila', birthday: '1990-01-01', sex: 2 }, { avatar, countryCode: 'ES' })).toEqual({ ok: true });
    expect(log).toEqual(['complete', 'extras', 'start']);
    expect(drafts).toEqual([{ nickname: 'Mila', birthday: '1990-01-01', sex: 2 }]);
    expect(saved).toEqual([{ avatar, countryCode: 'ES' }]);
  });

  it('still completes the profile when the photo and country cannot be saved, and says so', async () => {
    const { viewModel, log, toast } = setup({ extras: { ok: false, error: { code: 'LOGIN.FAILED' } } });
    expect(await viewModel.completeProfileWithExtras({ nickname: 'Mila', birthday: '1990-01-01' }, { countryCode: 'ES' })).toEqual({ ok: true });
    expect(log).toEqual(['complete', 'extras', 'start']);
    expect(toast.toast$.getValue()?.message).toEqual({ key: 'profile.extrasNotSaved' });
  });

  it('sends no extras call when there is nothing beyond the basics', async () => {
    const { viewModel, log } = setup();
    await viewModel.completeProfileWithExtras({ nickname: 'Mila', birthday: '1990-01-01' }, {});
    expect(log).toEqual(['complete', 'start']);
  });

  it('shows the third-party button only once the server says a provider is configured, asking once', async () => {
    let asked = 0;
    const { viewModel } = setup({ configured: async () => (asked += 1, true) });
    expect(viewModel.thirdPartyAvailable$.getValue()).toBe(false);
    await Promise.all([viewModel.checkThirdParty(), viewModel.checkThirdParty()]);
    expect(viewModel.thirdPartyAvailable$.getValue()).toBe(true);
    expect(asked).toBe(1);
  });

  it('keeps the button hidden when no provider is configured', async () => {
    const { viewModel } = setup({ configured: async () => false });
    await viewModel.checkThirdParty();
    expect(viewModel.thirdPartyAvailable$.getValue()).toBe(false);
  });

  it('reports a refused sign-in as it is, without trying again (sign-in calls carry no stored token to go stale)', async () => {
    const { viewModel, log } = setup({ outcomes: [FAILED, HOME] });
    expect(await viewModel.signInQuick()).toEqual(FAILED);
    expect(await viewModel.signInWithEmail('a@b.co', 'password1')).toEqual(HOME);
    expect(log).toEqual(['quick', 'email', 'start']);
  });
});
