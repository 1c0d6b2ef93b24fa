import { z } from 'zod';
import { defineContract } from '../define-contract';

const ID_MAX = 128;

/**
 * The install attribution the native shell's SDK reported (000 §7: attribution, adid,
 * idfa). Kept here with the other analytics calls although the paths sit under /login.
 */
const attributionPayload = z.object({
  attribution: z.union([z.record(z.string(), z.unknown()), z.string().max(8_192)]).optional(),
  adid: z.string().max(ID_MAX).optional(),
  idfa: z.string().max(ID_MAX).optional(),
});

/** /login/adjust: the install's attribution. */
export const loginAdjustContract = defineContract({
  path: '/login/adjust',
  payload: attributionPayload,
  response: z.object({}).optional(),
});

/** /login/adjust-cv: a conversion-value update of the same attribution. */
export const loginAdjustCvContract = defineContract({
  path: '/login/adjust-cv',
  payload: attributionPayload,
  response: z.object({}).optional(),
});
