import { token } from '../wiring/token';
import type { LiveServices } from './create-live-services';

export const LIVE = token<LiveServices>('LiveServices');
