import { z } from 'zod';

/** Ours: the most users one say-hi reaches. */
export const GREET_TARGETS_MAX = 50;

export const greetTargetsSchema = z.array(z.number().int().positive()).min(1).max(GREET_TARGETS_MAX);
