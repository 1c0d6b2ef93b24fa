import { createContext, useContext, type ReactNode } from 'react';
import type { CallServices } from '../application/calls/create-call-services';
import type { ChatMediaServices } from '../application/messages/media/chat-media-services';
import type { ModerationServices } from '../application/moderation/moderation-services';
import type { LanguageStore } from '../application/i18n/language-store';
import type { MaintenanceStore } from '../application/lifecycle/maintenance-store';
import type { AppNavigation } from '../application/native-shell/app-navigation';
import type { RechargeRequests } from '../application/payments/recharge-requests';
import type { ConfirmStore } from '../application/notices/confirm-store';
import type { GeneralSettingsViewModel } from '../application/profile/general-settings-view-model';
import type { LoginPromptStore } from '../application/notices/login-prompt-store';
import type { MeViewModel } from '../application/profile/me-view-model';
import type { SessionViewModel } from '../application/session/session-view-model';
import type { SettingsCommands } from '../application/profile/settings-commands';
import type { ShellStore } from '../application/navigation/shell-store';
import type { SignInViewModel, ThirdPartyReturnQuery } from '../application/sign-in/sign-in-view-model';
import type { StatusBarSource } from '../application/native-shell/status-bar-source';
import type { ToastStore } from '../application/notices/toast-store';
import type { WelcomeGiftStore } from '../application/popups/welcome-gift-store';
import type { WalletServices } from '../application/wallet/create-wallet-services';
import type { MessagingServices } from '../application/messages/messaging-services';
import type { PaymentServices } from '../application/payments/create-payment-services';

/**
 * Everything the views read or ask of the core, handed over by the composition root
 * (src/main.tsx): first the services the first paint needs (the sign-in page works with
 * them while the core loads), then the same object with the core's services merged in.
 * Views see application interfaces only, never adapters.
 */
export interface AppServices {
  readonly shell: ShellStore;
  readonly language: LanguageStore;
  readonly toast: ToastStore;
  readonly confirm: ConfirmStore;
  readonly session: SessionViewModel;
  readonly me: MeViewModel;
  readonly settings: SettingsCommands;
  readonly general: GeneralSettingsViewModel;
  readonly login: SignInViewModel;
  readonly maintenance: Pick<MaintenanceStore, 'view$' | 'check'>;
  readonly welcomeGift: Pick<WelcomeGiftStore, 'gift$' | 'dismiss'>;
  readonly loginPrompt: LoginPromptStore;
  readonly navigation: AppNavigation;
  /** The third-party provider's return found at start (?code&state), for the sign-in page to finish; null otherwise. */
  readonly thirdPartyReturn: ThirdPartyReturnQuery | null;
  readonly statusBar: StatusBarSource;
  /** The app's version string for the about page (CLIENT_VERSION). */
  readonly version: string;
  /** The call and match stores, null until the core has loaded. */
  readonly calls: CallServices | null;
  /** The composer's media pieces and the gift sheet, null until the core has loaded. */
  readonly chatMedia: ChatMediaServices | null;
  /** Blocking and reporting users (chat menu), null until the core has loaded. */
  readonly moderation: ModerationServices | null;
  /** Asks for the recharge flow (balance sheet) or a checkout of one package; always present. */
  readonly recharge: RechargeRequests;
  /** Balance, free coins, VIP and the discount popups; null until the core has loaded. */
  readonly wallet: WalletServices | null;
  /** Inbox, chats, the outbox and the message banner of the signed-in user; null until the core has loaded. */
  readonly messaging: MessagingServices | null;
  /** The checkout (pay-method sheet, payment pages) and its outcomes; null until the core has loaded. */
  readonly payments: PaymentServices | null;
}

const AppServicesContext = createContext<AppServices | null>(null);

export function AppServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <AppServicesContext.Provider value={services}>{children}</AppServicesContext.Provider>;
}

export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices needs <AppServicesProvider> above it');
  return services;
}
