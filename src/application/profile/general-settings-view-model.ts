import { BehaviorSubject } from 'rxjs';
import type { LiveState } from '../live-state';

export interface GeneralSettingsViewModel {
  /** Auto-translate of received messages (001 §4; synced by /user/sync-permission, 000 §7). */
  readonly autoTranslate$: LiveState<boolean>;
  setAutoTranslate(on: boolean): Promise<void>;
}

/**
 * Placeholder until the messaging work lands: it will send /user/sync-permission
 * (auto_translate 0 or 1) and keep the server's value; this one only remembers the choice
 * for the visit.
 */
export function createLocalGeneralSettings(initial = false): GeneralSettingsViewModel {
  const autoTranslate$ = new BehaviorSubject(initial);
  return {
    autoTranslate$,
    setAutoTranslate(on) {
      autoTranslate$.next(on);
      return Promise.resolve();
    },
  };
}
