import { z } from 'zod';

/** A live room's id (live_rooms.id, the spec's live_id). */
export const liveIdSchema = z.number().int().positive();

/** An SDP offer or answer: bounded so a request cannot carry megabytes of text. */
export const sdpSchema = z.string().min(1).max(20_000);

/** A room as Discover and the room screen show it. */
export const liveRoomSchema = z.object({
  live_id: liveIdSchema,
  host_uid: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  title: z.string(),
  /** A small picture the camera took when the host went live ('' when none). */
  cover: z.string(),
  /** 'away' while the host is in a private call. */
  status: z.enum(['live', 'away']),
  viewers: z.number().int().nonnegative(),
  is_demo: z.union([z.literal(0), z.literal(1)]),
});
export type LiveRoom = z.output<typeof liveRoomSchema>;

/** What the live-end page shows. */
export const liveSummarySchema = z.object({
  live_id: liveIdSchema,
  duration_s: z.number().int().nonnegative(),
  viewers: z.number().int().nonnegative(),
  gifts: z.number().int().nonnegative(),
  coins: z.number().int().nonnegative(),
});
export type LiveSummary = z.output<typeof liveSummarySchema>;
