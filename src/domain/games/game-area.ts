import { GAME_AREA_RATIO } from '../constants';

/** The game frame is 51/32 as tall as it is wide. */
export function gameAreaHeight(width: number): number {
  return width * GAME_AREA_RATIO;
}
