import { z } from 'zod';

const URL_MAX = 2_048;
const DIMENSION_MAX = 100_000;
/** Wire bound only: the real limit is the domain's (checkVideoDuration), which gets its own message. */
const DURATION_MAX = 3_600;

/** One picture of a profile album (001 §2 "photos"), a file of our own upload storage. */
export const albumPhotoSchema = z.object({
  url: z.string().min(1).max(URL_MAX),
  width: z.number().int().min(0).max(DIMENSION_MAX),
  height: z.number().int().min(0).max(DIMENSION_MAX),
});

export type AlbumPhoto = z.infer<typeof albumPhotoSchema>;

/** The profile's video show (001 §2): a short video, its length in seconds and the cover frame taken from it. */
export const videoShowSchema = z.object({
  url: z.string().min(1).max(URL_MAX),
  cover: z.string().min(1).max(URL_MAX),
  duration: z.number().positive().max(DURATION_MAX),
  width: z.number().int().min(0).max(DIMENSION_MAX),
  height: z.number().int().min(0).max(DIMENSION_MAX),
});

export type VideoShow = z.infer<typeof videoShowSchema>;
