import { token } from '../wiring/token';
import type { SpendLimitsStore } from './spend-limits-store';

export const SPENDING = token<SpendLimitsStore>('SpendLimitsStore');
