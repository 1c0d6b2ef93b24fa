import { token } from '../wiring/token';
import type { PopupArbiterStore } from './popup-arbiter-store';

export const POPUPS = token<PopupArbiterStore>('PopupArbiterStore');
