import { z } from 'zod';
import { binaryFlag } from '../user/current-user';
import { defineContract } from '../define-contract';
import { uploadTypeSchema } from './upload-kinds';

/** Files one /upload/params call may ask for (a message with up to 9 pictures fits). */
export const UPLOAD_LIST_MAX = 9;
const FLAG_MAX = 32;
const DIMENSION_MAX = 100_000;

/** One file to upload: its type, what it is for (flag: 'msg', 'club', 'avatar'…), md5 and size in pixels. */
export const uploadRequestSchema = z.object({
  type: uploadTypeSchema,
  flag: z.string().regex(/^[a-z0-9_-]*$/).max(FLAG_MAX).optional(),
  /** Hex md5 of the file: the server checks the upload against it. */
  md5: z.string().regex(/^[0-9a-f]{32}$/i).optional(),
  width: z.number().int().min(0).max(DIMENSION_MAX).optional(),
  height: z.number().int().min(0).max(DIMENSION_MAX).optional(),
});

/**
 * Where and how to PUT one file (000 §3 "Upload"): `PUT <host>/<dir.path>` with the
 * `headers` (Authorization is `token`, the date is `date`), then /upload/success with
 * `upload_id`. `is_upload` 0 means this user already stored an identical file (same md5):
 * skip the PUT, the ticket already points at it.
 */
export const uploadTicketSchema = z.object({
  is_upload: binaryFlag,
  upload_id: z.number().int().positive(),
  dir: z.object({
    /** Where the file goes, relative to `host`. */
    path: z.string().min(1),
    /** The URL to show it small (the file itself: no thumbnails are made). */
    small_url: z.string(),
    /** A video's cover is uploaded as a file of its own: '' here. */
    cover_path: z.string(),
  }),
  /** Base URL of the storage: '/uploads' on this server, or an S3-compatible bucket. */
  host: z.string(),
  token: z.string().min(1),
  /** The request date the token was made for (ISO 8601 basic, as x-amz-date). */
  date: z.string().min(1),
  /** 'local' or 's3'. */
  upload_type: z.string(),
  /** Ours: every header the PUT must carry (a browser cannot set Date, so the date also travels as x-amz-date). */
  headers: z.record(z.string(), z.string()),
  /** Ours: the URL the file is served at once stored. */
  url: z.string().min(1),
});

/** /upload/params (000 §7): tickets for one file (the fields at top level) or several (`list`). */
export const uploadParamsContract = defineContract({
  path: '/upload/params',
  payload: uploadRequestSchema
    .partial({ type: true })
    .extend({ list: z.array(uploadRequestSchema).min(1).max(UPLOAD_LIST_MAX).optional() })
    .refine((payload) => (payload.list === undefined) !== (payload.type === undefined), {
      message: 'send either one file (type, …) or a list, not both',
    }),
  response: z.union([uploadTicketSchema, z.object({ list: z.array(uploadTicketSchema) })]),
});

export type UploadRequest = z.output<typeof uploadRequestSchema>;
export type UploadTicket = z.output<typeof uploadTicketSchema>;
