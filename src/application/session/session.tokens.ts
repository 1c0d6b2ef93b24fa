import type { DeviceCheckOutcome } from '../ports/realtime.port';
import type { AppNavigation } from '../native-shell/app-navigation';
import type { AppSession } from './app-session';
import type { LoginPromptStore } from '../notices/login-prompt-store';
import type { MeViewModel } from '../profile/me-view-model';
import type { SignInViewModel } from '../sign-in/sign-in-view-model';
import type { WelcomeGiftStore } from '../popups/welcome-gift-store';
import { token } from '../wiring/token';
import type { SessionServices } from './session-services';
import type { SessionStore } from './session-store';

export const SESSION_STORE = token<SessionStore>('SessionStore');
export const SESSION_SERVICES = token<SessionServices>('SessionServices');
/** The signed-in life: init, realtime, the foreground follower. */
export const APP_SESSION = token<AppSession>('AppSession');
export const LOGIN_PROMPT = token<LoginPromptStore>('LoginPromptStore');
export const SIGN_IN = token<SignInViewModel>('SignInViewModel');
export const ME = token<MeViewModel>('MeViewModel');
export const WELCOME_GIFT = token<WelcomeGiftStore>('WelcomeGiftStore');
export const NAVIGATION = token<AppNavigation>('AppNavigation');
/** The realtime adapter's question on a reconnect: is this device still the session's? */
export const DEVICE_CHECK = token<() => Promise<DeviceCheckOutcome>>('DeviceCheck');
