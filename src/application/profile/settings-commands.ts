/** The commands the settings pages run: logout (000 §4) is the session's logout use case. */
export interface SettingsCommands {
  logout(): Promise<void>;
}
