import { BehaviorSubject } from 'rxjs';
import type { LiveState } from '../live-state';
import type { CommandOutcome, LoginOutcome, LoginViewModel, ProfileDraft } from './login-view-model';
import type { ToastStore } from '../notices/toast-store';
import type { AvatarUploadOutcome, UploadedAvatar } from '../profile/upload-avatar';

/** The provider's return query (?code&state, or ?error&state). */
export interface ThirdPartyReturnQuery {
  readonly code?: string;
  readonly state?: string;
  readonly error?: string;
}

/** The parts of profile completion beyond nickname, birthday and sex. */
export interface ProfileExtras {
  readonly avatar?: UploadedAvatar;
  /** ISO 3166 alpha-2. */
  readonly countryCode?: string;
}

/** Everything the sign-in views need: the session's LoginViewModel plus what the app adds around it. */
export interface SignInViewModel extends LoginViewModel {
  /** The third-party button shows only in a browser and when the server has a provider configured (000 §2: web only). */
  readonly thirdPartyAvailable$: LiveState<boolean>;
  /** Asks the server once whether a provider is configured. */
  checkThirdParty(): Promise<void>;
  /** The browser came back from the provider; a return without this browser's state is ignored (LOGIN.STATE_MISMATCH, LOGIN.RETURN_UNKNOWN). */
  finishThirdParty(returned: ThirdPartyReturnQuery): Promise<LoginOutcome>;
  /** Stores a picked picture as the future avatar (compressed, with its md5). */
  uploadAvatar(picked: Blob): Promise<AvatarUploadOutcome>;
  completeProfileWithExtras(draft: ProfileDraft, extras: ProfileExtras): Promise<CommandOutcome>;
}

export interface SignInViewModelDeps {
  readonly login: LoginViewModel & { finishThirdParty(returned: ThirdPartyReturnQuery): Promise<LoginOutcome> };
  /** Starts the signed-in session (init, realtime): the default tab is known when it resolves. */
  readonly startSession: () => Promise<void>;
  /** Whether a provider is configured (false in the native shell without asking). */
  readonly thirdPartyConfigured: () => Promise<boolean>;
  readonly uploadAvatar: (picked: Blob) => Promise<AvatarUploadOutcome>;
  /** Saves the avatar and country (/user/update-info). */
  readonly saveProfileExtras: (extras: ProfileExtras) => Promise<CommandOutcome>;
  readonly toast: ToastStore;
}

/**
 * The session's LoginViewModel with the app's part around it: a sign-in that goes home
 * (and a completed profile) starts the session before the view navigates, so the default
 * tab the server chose is known; new accounts go to profile completion first.
 */
export function createSignInViewModel(deps: SignInViewModelDeps): SignInViewModel {
  const { login } = deps;
  const thirdPartyAvailable$ = new BehaviorSubject(false);
  let checked: Promise<void> | null = null;

  const startWhenHome = async (outcome: LoginOutcome): Promise<LoginOutcome> => {
    if (outcome.ok && outcome.next === 'home') await deps.startSession();
    return outcome;
  };

  const completeProfile = async (draft: ProfileDraft): Promise<CommandOutcome> => {
    const outcome = await login.completeProfile(draft);
    if (outcome.ok) await deps.startSession();
    return outcome;
  };

  return {
    agreed$: login.agreed$,
    setAgreed: (agreed) => login.setAgreed(agreed),
    suggestedNickname$: login.suggestedNickname$,
    signInQuick: async () => startWhenHome(await login.signInQuick()),
    signInThirdParty: async () => startWhenHome(await login.signInThirdParty()),
    signInWithEmail: async (email, password) => startWhenHome(await login.signInWithEmail(email, password)),
    sendResetCode: (email) => login.sendResetCode(email),
    resetPassword: (email, code, password, confirm, linkToken) => login.resetPassword(email, code, password, confirm, linkToken),
    completeProfile,
    thirdPartyAvailable$,
    checkThirdParty() {
      checked ??= deps.thirdPartyConfigured().then(
        (configured) => thirdPartyAvailable$.next(configured),
        () => {
          checked = null;
        },
      );
      return checked;
    },
    finishThirdParty: async (returned) => startWhenHome(await login.finishThirdParty(returned)),
    uploadAvatar: (picked) => deps.uploadAvatar(picked),
    async completeProfileWithExtras(draft, extras) {
      // The account exists once the profile is complete; the photo and country follow it.
      const outcome = await login.completeProfile(draft);
      if (!outcome.ok) return outcome;
      if (extras.avatar !== undefined || extras.countryCode !== undefined) {
        const saved = await deps.saveProfileExtras(extras);
        if (!saved.ok) deps.toast.show({ key: 'profile.extrasNotSaved' });
      }
      await deps.startSession();
      return outcome;
    },
  };
}
