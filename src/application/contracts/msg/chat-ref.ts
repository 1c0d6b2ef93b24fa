import { z } from 'zod';
import { CHAT_TYPE } from '../../../domain';

/** A chat id: the server's id of the conversation (the `chat_id` of /msg/sync's messages). */
export const chatIdSchema = z.number().int().positive();
export const chatTypeSchema = z.number().int().positive().default(CHAT_TYPE.private);
export const uidSchema = z.number().int().positive();

/**
 * Which conversation a call is about: its `chat_id`, or — ours, for a conversation that
 * does not exist yet (a first message from a profile page) — the other user's uid. The
 * answer names the chat_id to use from then on.
 */
export const chatRefShape = {
  chat_id: chatIdSchema.optional(),
  /** Ours: the other user of a private chat, when the caller has no chat_id yet. */
  to_uid: uidSchema.optional(),
};

export const hasChatRef = (payload: { readonly chat_id?: number | undefined; readonly to_uid?: number | undefined }): boolean =>
  payload.chat_id !== undefined || payload.to_uid !== undefined;

export const CHAT_REF_MESSAGE = 'chat_id or to_uid is required';
