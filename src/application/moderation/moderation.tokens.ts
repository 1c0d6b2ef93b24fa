import { token } from '../wiring/token';
import type { ModerationServices } from './moderation-services';

export const MODERATION = token<ModerationServices>('ModerationServices');
