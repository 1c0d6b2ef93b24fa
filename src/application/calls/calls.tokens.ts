import { token } from '../wiring/token';
import type { CallServices } from './create-call-services';

export const CALLS = token<CallServices>('CallServices');
