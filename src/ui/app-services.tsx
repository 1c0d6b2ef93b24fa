import { createContext, useContext, type ReactNode } from 'react';
import type { LanguageStore } from '../application/i18n/language-store';
import type { ConfirmStore } from '../application/shell/confirm-store';
import type { GeneralSettingsViewModel } from '../application/shell/general-settings-view-model';
import type { LoginViewModel } from '../application/shell/login-view-model';
import type { MeViewModel } from '../application/shell/me-view-model';
import type { SettingsCommands } from '../application/shell/settings-commands';
import type { ShellStore } from '../application/shell/shell-store';
import type { StatusBarSource } from '../application/shell/status-bar-source';
import type { ToastStore } from '../application/shell/toast-store';

/**
 * Everything the views read or ask of the core, handed over by the composition root
 * (src/main.tsx). Views see application interfaces only, never adapters.
 */
export interface AppServices {
  readonly shell: ShellStore;
  readonly language: LanguageStore;
  readonly toast: ToastStore;
  readonly confirm: ConfirmStore;
  readonly me: MeViewModel;
  readonly settings: SettingsCommands;
  readonly general: GeneralSettingsViewModel;
  readonly login: LoginViewModel;
  readonly statusBar: StatusBarSource;
  /** The app's version string for the about page (CLIENT_VERSION). */
  readonly version: string;
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
