import { BehaviorSubject } from 'rxjs';
import type { InitResponse } from '../../application/contracts/profile/init.contract';
import type { LiveState } from '../../application/live-state';
import { APP_SESSION } from '../../application/session/session.tokens';
import { useService } from '../app-services';
import { useLiveState } from './use-live-state';

/** Before the core starts there is no init answer. */
const NO_INIT: LiveState<InitResponse | null> = new BehaviorSubject<InitResponse | null>(null);

/**
 * The latest /profile/init answer of this session; null before it arrives. The operator's
 * settings are in it: config.hide_services, config.avatar_rules (the avatar-label types in
 * priority order, for the views that label avatars), theme and match_bg.
 */
export function useInit(): InitResponse | null {
  return useLiveState(useService(APP_SESSION)?.init$ ?? NO_INIT);
}
