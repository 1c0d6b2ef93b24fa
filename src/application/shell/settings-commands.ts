/**
 * The commands the settings pages run. Placeholder until the session work lands: its
 * logout use case (/user/logout, clear uid and stored data, go to the login page — 000 §4)
 * will be bound in the composition root instead.
 */
export interface SettingsCommands {
  logout(): Promise<void>;
}

export function createPlaceholderSettingsCommands(onLoggedOut: () => void): SettingsCommands {
  return {
    logout() {
      onLoggedOut();
      return Promise.resolve();
    },
  };
}
