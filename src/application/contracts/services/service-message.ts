import { z } from 'zod';
import { MSG_TYPE, REALTIME_MESSAGE_TYPE } from '../../../domain/constants';
import { SERVICE_RATING_MAX, SERVICE_RATING_MIN } from '../../../domain/service/service-session';
import { binaryFlag } from '../user/current-user';

/** One of the common questions a guide offers (001 §4: coins, payments, calls, account, report). */
export const serviceQuestionRefSchema = z.object({ id: z.string().min(1), title: z.string() });

const base = {
  id: z.number().int().positive(),
  session_id: z.number().int().positive(),
  /** Who wrote it: the user, the AI assistant, or a person of the support team. */
  from: z.enum(['user', 'assistant', 'agent']),
  /** Epoch ms. */
  mtime: z.number().int(),
  /** The client's id of a message the user sent (a retried send is stored once). */
  client_msg_id: z.string().nullable(),
};

/**
 * A message of the customer-service chat (001 §3 type codes 28–31, plus text): the content
 * arrives parsed, checked by its type.
 * - 1 text: the user's free question or an agent's reply;
 * - 28 AI issue guide: the assistant speaking (a greeting, an answer, the queue), with the
 *   common questions it offers;
 * - 29 AI issue question: a common question the user tapped;
 * - 30 service rating: the session ended, rate it;
 * - 31 service rated: the rating given, resolved or not.
 */
export const serviceMessageSchema = z.discriminatedUnion('msg_type', [
  z.object({ ...base, msg_type: z.literal(MSG_TYPE.text), msg_content: z.object({ content: z.string() }) }),
  z.object({
    ...base,
    msg_type: z.literal(MSG_TYPE.aiIssueGuide),
    msg_content: z.object({
      content: z.string(),
      questions: z.array(serviceQuestionRefSchema),
      /** Where an answer came from: the help catalogue's matcher, or the AI endpoint over it; absent for the greeting and the queue. */
      source: z.enum(['catalogue', 'ai']).optional(),
      /** The assistant found no answer: the view offers a person at once. */
      unanswered: z.boolean().optional(),
    }),
  }),
  z.object({ ...base, msg_type: z.literal(MSG_TYPE.aiIssueQuestion), msg_content: z.object({ question_id: z.string(), content: z.string() }) }),
  z.object({ ...base, msg_type: z.literal(MSG_TYPE.serviceRating), msg_content: z.object({ content: z.string() }) }),
  z.object({
    ...base,
    msg_type: z.literal(MSG_TYPE.serviceRated),
    msg_content: z.object({ rating: z.number().int().min(SERVICE_RATING_MIN).max(SERVICE_RATING_MAX), resolved: binaryFlag }),
  }),
]);

export type ServiceMessage = z.infer<typeof serviceMessageSchema>;

/** The session as the chat shows it: its status, the queue position while waiting, the rating once given. */
export const serviceSessionSchema = z.object({
  id: z.number().int().positive(),
  status: z.enum(['assistant', 'queued', 'human', 'closed', 'rated']),
  /** 1 = next for a person; 0 when not queued. */
  queue_position: z.number().int().nonnegative(),
  rating: z.number().int().min(SERVICE_RATING_MIN).max(SERVICE_RATING_MAX).nullable(),
  resolved: binaryFlag.nullable(),
});

export type ServiceSession = z.infer<typeof serviceSessionSchema>;

/** What every customer-service endpoint answers: the session now and the messages it added. */
export const serviceUpdateSchema = z.object({ session: serviceSessionSchema, list: z.array(serviceMessageSchema) });

export type ServiceUpdate = z.infer<typeof serviceUpdateSchema>;

/** Ours: what the server pushes (realtime type 18 "other") when an agent replies or closes — the same update, live. */
export const servicePushSchema = z.object({
  type: z.literal(REALTIME_MESSAGE_TYPE.other),
  kind: z.literal('service'),
  session: serviceSessionSchema,
  list: z.array(serviceMessageSchema),
});

export type ServicePush = z.infer<typeof servicePushSchema>;
