import type { CallServices } from '../../../application/calls/create-call-services';
import { useAppServices } from '../../app-services';

/** The call and match stores; null until the app core has loaded (the pages show a spinner meanwhile). */
export function useCallServices(): CallServices | null {
  return useAppServices().calls;
}
