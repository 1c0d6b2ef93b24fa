import type { ModerationServices } from '../application/moderation/moderation-services';
import type { CallServices } from '../application/calls/create-call-services';
import { CALLS } from '../application/calls/calls.tokens';
import type { ChatMediaServices } from '../application/messages/media/chat-media-services';
import { CHAT_MEDIA, MESSAGING } from '../application/messages/messages.tokens';
import { MODERATION } from '../application/moderation/moderation.tokens';
import { PAYMENTS } from '../application/payments/payments.tokens';
import { APP_SESSION, LOGIN_PROMPT, ME, NAVIGATION, SESSION_STORE, SIGN_IN, WELCOME_GIFT } from '../application/session/session.tokens';
import type { AppNavigation } from '../application/native-shell/app-navigation';
import type { AppSession } from '../application/session/app-session';
import type { LoginPromptStore } from '../application/notices/login-prompt-store';
import type { MeViewModel } from '../application/profile/me-view-model';
import type { SessionViewModel } from '../application/session/session-view-model';
import type { SettingsCommands } from '../application/profile/settings-commands';
import type { SignInViewModel } from '../application/sign-in/sign-in-view-model';
import type { WelcomeGiftStore } from '../application/popups/welcome-gift-store';
import { MAINTENANCE } from '../application/lifecycle/lifecycle.tokens';
import type { MaintenanceStore } from '../application/lifecycle/maintenance-store';
import type { WalletServices } from '../application/wallet/create-wallet-services';
import { WALLET } from '../application/wallet/wallet.tokens';
import type { MessagingServices } from '../application/messages/messaging-services';
import type { PaymentServices } from '../application/payments/create-payment-services';
import type { ServiceLookup } from '../application/wiring/token';

/** What the loaded core gives the views (src/main.tsx merges it into AppServices). */
export interface CoreServices {
  readonly signIn: SignInViewModel;
  readonly session: SessionViewModel;
  readonly me: MeViewModel;
  readonly settings: SettingsCommands;
  readonly maintenance: Pick<MaintenanceStore, 'view$' | 'check'>;
  readonly welcomeGift: WelcomeGiftStore;
  readonly loginPrompt: LoginPromptStore;
  readonly navigation: AppNavigation;
  readonly appSession: AppSession;
  readonly calls: CallServices;
  readonly wallet: WalletServices;
  readonly payments: PaymentServices;
  readonly chatMedia: ChatMediaServices;
  readonly moderation: ModerationServices;
  readonly messaging: MessagingServices;
}

/** The views' services, read from the feature modules' bindings. */
export function coreServicesOf(core: ServiceLookup): CoreServices {
  const appSession = core.get(APP_SESSION);
  return {
    signIn: core.get(SIGN_IN),
    session: { status$: appSession.status$, isTourist$: core.get(SESSION_STORE).isTourist$ },
    me: core.get(ME),
    settings: { logout: () => appSession.logout() },
    maintenance: core.get(MAINTENANCE),
    welcomeGift: core.get(WELCOME_GIFT),
    loginPrompt: core.get(LOGIN_PROMPT),
    navigation: core.get(NAVIGATION),
    appSession,
    payments: core.get(PAYMENTS),
    wallet: core.get(WALLET),
    calls: core.get(CALLS),
    moderation: core.get(MODERATION),
    messaging: core.get(MESSAGING),
    chatMedia: core.get(CHAT_MEDIA),
  };
}
