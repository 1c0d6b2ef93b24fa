import { token } from '../wiring/token';
import type { DiscoverServices } from './discover-services';

export const DISCOVER = token<DiscoverServices>('DiscoverServices');
