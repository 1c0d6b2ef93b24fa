import type { LanguageStore } from '../application/i18n/language-store';
import type { RechargeRequests } from '../application/payments/recharge-requests';
import type { PreferencesPort } from '../application/ports/preferences.port';
import type { ConfirmStore } from '../application/shell/confirm-store';
import type { ShellStore } from '../application/shell/shell-store';
import type { ToastStore } from '../application/shell/toast-store';

/** What src/main.tsx creates before the core loads (the first paint needs them) and hands to the container. */
export interface BootServices {
  readonly shell: ShellStore;
  readonly toast: ToastStore;
  readonly confirm: ConfirmStore;
  readonly language: LanguageStore;
  readonly preferences: PreferencesPort;
  /** Asks for the recharge flow or a checkout; the wallet's host in the views answers. */
  readonly recharge: RechargeRequests;
}
