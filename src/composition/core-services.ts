import type { ModerationServices } from '../application/moderation/moderation-services';
import type { CallServices } from '../application/calls/create-call-services';
import type { ChatMediaServices } from '../application/messages/media/chat-media-services';
import type { AppNavigation } from '../application/shell/app-navigation';
import type { AppSession } from '../application/shell/app-session';
import type { LoginPromptStore } from '../application/shell/login-prompt-store';
import type { MeViewModel } from '../application/shell/me-view-model';
import type { SessionViewModel } from '../application/shell/session-view-model';
import type { SettingsCommands } from '../application/shell/settings-commands';
import type { SignInViewModel } from '../application/shell/sign-in-view-model';
import type { WelcomeGiftStore } from '../application/shell/welcome-gift-store';
import type { MaintenanceStore } from '../application/lifecycle/maintenance-store';
import type { WalletServices } from '../application/wallet/create-wallet-services';
import type { MessagingServices } from '../application/messages/messaging-services';
import type { PaymentServices } from '../application/payments/create-payment-services';

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
