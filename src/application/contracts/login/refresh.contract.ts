import { z } from 'zod';
import { defineContract } from '../define-contract';
import { deviceIdSchema } from './device-info';
import { loginGrantSchema } from './login-grant';

/**
 * Ours: trades a refresh token for a new bearer token, refresh token and request key
 * (all three rotate; the old ones stop working). Sent without a bearer, so it works
 * after the access token has expired. An unknown or used refresh token logs out (ok 99).
 */
export const loginRefreshContract = defineContract({
  path: '/login/refresh',
  payload: z.object({ refresh_token: z.string().min(1).max(512), device_id: deviceIdSchema }),
  response: loginGrantSchema,
});
