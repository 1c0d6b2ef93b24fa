import { defineContract } from '../define-contract';
import { loginAnswerSchema } from './login-grant';
import { loginPayloadSchema } from './login-payload';

/**
 * /login/handle (000 §7): quick (7) and auto (23) sign-in from the device id, email
 * (19; an unknown address registers), third-party (24; the server exchanges the code).
 * Platform accounts (6) are refused as unsupported. Answers ok 2 for a wrong password.
 */
export const loginHandleContract = defineContract({
  path: '/login/handle',
  payload: loginPayloadSchema,
  response: loginAnswerSchema,
});
