import { z } from 'zod';
import { defineContract } from '../define-contract';

/**
 * /upload/success (000 §5, §7): the client finished the PUT of `id`. Refused (ok 0)
 * while the file is not stored or does not pass its checks; answers its URL otherwise.
 */
export const uploadSuccessContract = defineContract({
  path: '/upload/success',
  payload: z.object({ id: z.number().int().positive() }),
  response: z.object({ url: z.string().min(1), path: z.string().min(1) }),
});
