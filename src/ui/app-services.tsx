import { createContext, useContext, type ReactNode } from 'react';
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
import type { ServiceLookup, Token } from '../application/wiring/token';

/**
 * Everything the views read or ask of the core, handed over by the composition root
 * (src/main.tsx): first the services the first paint needs (the sign-in page works with
 * them while the core loads), then the same object with the started core in `core` and
 * the core's own models in place of the first paint's stand-ins. Views see application
 * interfaces only, never adapters.
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
  /** Asks for the recharge flow (balance sheet) or a checkout of one package; always present. */
  readonly recharge: RechargeRequests;
  /**
   * The app core's services by token (calls, messaging, wallet, payments, chat media,
   * moderation, …): one nullable unit, null until the core has started. Views read it
   * through useService.
   */
  readonly core: ServiceLookup | null;
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

/**
 * A service of the app core by its token (e.g. `useService(WALLET)`): null until the core
 * has started, the same instance on every render after.
 */
export function useService<T>(token: Token<T>): T | null {
  return useAppServices().core?.get(token) ?? null;
}
