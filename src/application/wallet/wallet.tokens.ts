import { token } from '../wiring/token';
import type { WalletServices } from './create-wallet-services';

export const WALLET = token<WalletServices>('WalletServices');
