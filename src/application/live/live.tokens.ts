import { token } from '../wiring/token';
import type { LiveServices } from './create-live-services';
import type { LiveBanner } from './live-banner';

export const LIVE = token<LiveServices>('LiveServices');
export const LIVE_BANNER = token<LiveBanner>('LiveBanner');
