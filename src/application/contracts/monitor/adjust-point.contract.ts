import { z } from 'zod';
import { defineContract } from '../define-contract';
import { binaryFlag } from '../user/current-user';

const TYPE_MAX = 64;
const DETAIL_MAX = 1_024;

/**
 * /monitor/adjust-point (000 §7): a checkpoint of the attribution SDK (type, desc or
 * token, is_success), kept for diagnosing install attribution.
 */
export const monitorAdjustPointContract = defineContract({
  path: '/monitor/adjust-point',
  payload: z.object({
    type: z.union([z.string().min(1).max(TYPE_MAX), z.number().int()]),
    desc: z.string().max(DETAIL_MAX).optional(),
    token: z.string().max(DETAIL_MAX).optional(),
    is_success: binaryFlag,
  }),
  response: z.object({}).optional(),
});
