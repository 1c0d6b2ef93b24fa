import { token } from '../wiring/token';
import type { PresenceStore } from './presence-store';

export const PRESENCE = token<PresenceStore>('PresenceStore');
