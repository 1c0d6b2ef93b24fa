import { z } from 'zod';
import { defineContract } from '../define-contract';

/**
 * /login/google-index (000 §7): what the browser needs to send the user to the
 * third-party provider — only what a public client may know. The spec's `app_secret`
 * is never sent (docs/adr/0003-accounts.md): the server exchanges the code itself.
 */
export const loginGoogleIndexContract = defineContract({
  path: '/login/google-index',
  payload: z.object({}),
  response: z.object({
    /** The client id (the spec's name for it). */
    app_key: z.string().min(1),
    authorization_endpoint: z.string().url(),
    /** Space-separated, e.g. "openid email profile". */
    scope: z.string().min(1),
    redirect_uri: z.string().url(),
  }),
});
