import { z } from 'zod';
import { defineContract } from '../define-contract';

/** /other/iap-log (000 §7): a line of the native shell's in-app purchase log, kept for support. */
export const otherIapLogContract = defineContract({
  path: '/other/iap-log',
  payload: z.object({ content: z.string().min(1).max(10_000) }),
  response: z.object({}).optional(),
});
