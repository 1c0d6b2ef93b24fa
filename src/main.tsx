/**
 * The composition root of the browser client: the only place in src/ that wires
 * adapters to application ports (see ARCHITECTURE.md).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createI18next } from './adapters/i18n/create-i18next';
import { createLocalStoragePreferences } from './adapters/i18n/local-storage-preferences';
import { createLanguageStore } from './application/i18n/language-store';
import { directionOf, toLocaleTag } from './application/i18n/languages';
import { createConfirmStore } from './application/shell/confirm-store';
import { createLocalGeneralSettings } from './application/shell/general-settings-view-model';
import { createUnconnectedLoginViewModel } from './application/shell/login-view-model';
import { createStaticMeViewModel } from './application/shell/me-view-model';
import { createPlaceholderSettingsCommands } from './application/shell/settings-commands';
import { createShellStore } from './application/shell/shell-store';
import { BROWSER_STATUS_BAR } from './application/shell/status-bar-source';
import { createToastStore } from './application/shell/toast-store';
import { CLIENT_VERSION } from './domain/constants';
import { App } from './ui/App';
import type { AppServices } from './ui/app-services';

async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');

  const language = createLanguageStore({
    preferences: createLocalStoragePreferences(),
    deviceLanguages: navigator.languages,
  });
  const { i18n } = await createI18next(language, (code) => {
    document.documentElement.lang = toLocaleTag(code);
    document.documentElement.dir = directionOf(code);
  });

  // Placeholders below are replaced by the session, accounts and messaging bindings as they land.
  const services: AppServices = {
    shell: createShellStore(),
    language,
    toast: createToastStore(),
    confirm: createConfirmStore(),
    me: createStaticMeViewModel(),
    settings: createPlaceholderSettingsCommands(() => window.location.replace('#/pages/login/index')),
    general: createLocalGeneralSettings(),
    login: createUnconnectedLoginViewModel(),
    statusBar: BROWSER_STATUS_BAR,
    version: CLIENT_VERSION,
  };

  createRoot(root).render(
    <StrictMode>
      <App services={services} i18n={i18n} />
    </StrictMode>,
  );
}

void start();
