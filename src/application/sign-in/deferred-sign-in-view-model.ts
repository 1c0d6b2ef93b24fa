import { BehaviorSubject, type Subscription } from 'rxjs';
import type { LiveState } from '../live-state';
import type { LoginOutcome } from './login-view-model';
import type { SignInViewModel } from './sign-in-view-model';

const NOT_LOADED = { ok: false, error: { code: 'LOGIN.FAILED' } } as const;

/**
 * The sign-in view model while the app core (request layer, session) is still loading: the
 * sign-in sheet is usable at once — the agree box works, and a chosen method waits for
 * the core, then runs. Values follow the real view model once it is there. If the core
 * cannot load, every attempt answers "login failed".
 */
export function deferSignInViewModel(ready: Promise<SignInViewModel>): SignInViewModel {
  let real: SignInViewModel | null = null;
  let pendingAgreed: boolean | null = null;
  const agreed$ = new BehaviorSubject(true);
  const suggestedNickname$ = new BehaviorSubject('');
  const thirdPartyAvailable$ = new BehaviorSubject(false);
  const follows: Subscription[] = [];
  const mirror = <T>(from: LiveState<T>, to: BehaviorSubject<T>) => follows.push(from.subscribe((value) => to.next(value)));

  const loaded: Promise<SignInViewModel | null> = ready.then(
    (viewModel) => {
      real = viewModel;
      if (pendingAgreed !== null) viewModel.setAgreed(pendingAgreed);
      mirror(viewModel.agreed$, agreed$);
      mirror(viewModel.suggestedNickname$, suggestedNickname$);
      mirror(viewModel.thirdPartyAvailable$, thirdPartyAvailable$);
      return viewModel;
    },
    () => null,
  );

  /** Runs `use` on the real view model once loaded; "login failed" if it never loads. */
  const later =
    <A extends unknown[], R>(use: (viewModel: SignInViewModel, ...args: A) => Promise<R>, fallback: R) =>
    async (...args: A): Promise<R> => {
      const viewModel = await loaded;
      return viewModel === null ? fallback : use(viewModel, ...args);
    };

  return {
    agreed$,
    setAgreed(agreed) {
      if (real !== null) return real.setAgreed(agreed);
      pendingAgreed = agreed;
      agreed$.next(agreed);
    },
    suggestedNickname$,
    thirdPartyAvailable$,
    signInQuick: later((vm) => vm.signInQuick(), NOT_LOADED as LoginOutcome),
    signInThirdParty: later((vm) => vm.signInThirdParty(), NOT_LOADED as LoginOutcome),
    signInWithEmail: later((vm, email: string, password: string) => vm.signInWithEmail(email, password), NOT_LOADED as LoginOutcome),
    sendResetCode: later((vm, email: string) => vm.sendResetCode(email), NOT_LOADED),
    resetPassword: later((vm, email: string, code: string, password: string, confirm: string, linkToken?: string) => vm.resetPassword(email, code, password, confirm, linkToken), NOT_LOADED),
    completeProfile: later((vm, draft: Parameters<SignInViewModel['completeProfile']>[0]) => vm.completeProfile(draft), NOT_LOADED),
    checkThirdParty: later((vm) => vm.checkThirdParty(), undefined),
    finishThirdParty: later((vm, returned: Parameters<SignInViewModel['finishThirdParty']>[0]) => vm.finishThirdParty(returned), NOT_LOADED as LoginOutcome),
    uploadAvatar: later((vm, picked: Blob) => vm.uploadAvatar(picked), { ok: false, error: { code: 'AVATAR.NOT_IMAGE' } } as const),
    completeProfileWithExtras: later(
      (vm, draft: Parameters<SignInViewModel['completeProfileWithExtras']>[0], extras: Parameters<SignInViewModel['completeProfileWithExtras']>[1]) =>
        vm.completeProfileWithExtras(draft, extras),
      NOT_LOADED,
    ),
  };
}
