import { token } from '../wiring/token';
import type { CallReceipts } from './call-receipts';

export const RECEIPTS = token<CallReceipts>('CallReceipts');
