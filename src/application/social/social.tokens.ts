import { token } from '../wiring/token';
import type { SocialServices } from './social-services';

export const SOCIAL = token<SocialServices>('SocialServices');
