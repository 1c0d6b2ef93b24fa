import { token } from '../wiring/token';
import type { DiscoverServices } from './discover-services';
import type { InstallReward } from './install-reward';

export const DISCOVER = token<DiscoverServices>('DiscoverServices');
export const INSTALL_REWARD = token<InstallReward>('InstallReward');
