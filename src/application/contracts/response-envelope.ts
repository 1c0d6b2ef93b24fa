import { z } from 'zod';
import { NONCE_FIELD } from '../../domain';

/**
 * The decrypted body of every API response: `{ ok, msg, data, callback, nonce }`.
 * `nonce` echoes the request's, so a recorded response cannot be replayed as the answer
 * to another request. `data` and `callback` are checked later, against the call's
 * contract and the instruction schemas.
 */
export const responseBodySchema = z.object({
  ok: z.number().int(),
  msg: z.string().default(''),
  data: z.unknown().optional(),
  callback: z.array(z.unknown()).optional(),
  [NONCE_FIELD]: z.string(),
});

export type ResponseBody = z.infer<typeof responseBodySchema>;
