import { createLanguageStore, type LanguageStore } from './i18n/language-store';
import { createRechargeRequests, type RechargeRequests } from './payments/recharge-requests';
import type { PreferencesPort } from './ports/preferences.port';
import { createConfirmStore, type ConfirmStore } from './notices/confirm-store';
import { createShellStore, type ShellStore } from './navigation/shell-store';
import { createToastStore, type ToastStore } from './notices/toast-store';
import { token } from './wiring/token';

/** What the entry creates before the core loads (the first paint needs them) and hands to the container. */
export interface BootServices {
  readonly shell: ShellStore;
  readonly toast: ToastStore;
  readonly confirm: ConfirmStore;
  readonly language: LanguageStore;
  readonly preferences: PreferencesPort;
  /** Asks for the recharge flow or a checkout; the wallet's host in the views answers. */
  readonly recharge: RechargeRequests;
}

export const BOOT = token<BootServices>('BootServices');

/** The stores the first paint needs, made before the core loads (and handed to it); the simulator makes one per install. */
export function createBootServices(preferences: PreferencesPort, deviceLanguages: readonly string[], pseudoLocaleAllowed = false): BootServices {
  const language = createLanguageStore({ preferences, deviceLanguages, pseudoLocaleAllowed });
  return { shell: createShellStore(), toast: createToastStore(), confirm: createConfirmStore(), language, preferences, recharge: createRechargeRequests() };
}
