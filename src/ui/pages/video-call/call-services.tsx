import { CALLS } from '../../../application/calls/calls.tokens';
import type { CallServices } from '../../../application/calls/create-call-services';
import { useService } from '../../app-services';

/** The call and match stores; null until the app core has loaded (the pages show a spinner meanwhile). */
export function useCallServices(): CallServices | null {
  return useService(CALLS);
}
