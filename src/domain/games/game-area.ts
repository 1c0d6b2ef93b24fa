/** Game area height = width × 51/32 (001 §9). */
export const GAME_AREA_RATIO = 51 / 32;

/** The game frame is 51/32 as tall as it is wide. */
export function gameAreaHeight(width: number): number {
  return width * GAME_AREA_RATIO;
}
