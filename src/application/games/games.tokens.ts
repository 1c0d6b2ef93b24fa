import { token } from '../wiring/token';
import type { GameServices } from './create-game-services';

export const GAMES = token<GameServices>('GameServices');
