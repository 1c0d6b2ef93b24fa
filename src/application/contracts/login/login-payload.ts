import { z } from 'zod';
import { LOGIN_FROM } from '../../../domain';
import { deviceInfoShape } from './device-info';

const EMAIL_MAX = 254;
const NICKNAME_MAX = 64;
const OIDC_FIELD_MAX = 2_048;

/** md5 of the typed password, hex (the client hashes with crypto-js; 000 §3). */
export const passwordDigestSchema = z.string().regex(/^[0-9a-f]{32}$/i, 'md5 hex of the password');

/**
 * The third-party return, for login_from 24: the server exchanges the authorization code
 * with the provider using the PKCE verifier (the client never sees a client secret).
 */
export const thirdPartyGrantSchema = z.object({
  code: z.string().min(1).max(OIDC_FIELD_MAX),
  /** RFC 7636: 43–128 characters of [A-Za-z0-9-._~]. */
  code_verifier: z.string().regex(/^[A-Za-z0-9\-._~]{43,128}$/, 'a PKCE code verifier'),
  redirect_uri: z.string().url().max(OIDC_FIELD_MAX),
});

/** Profile hints a new account may start with (a third-party name, a chosen nickname). */
export const userInfoHintSchema = z.object({
  nickname: z.string().max(NICKNAME_MAX).optional(),
  sex: z.number().int().min(0).max(2).optional(),
});

const loginFromSchema = z.union([
  z.literal(LOGIN_FROM.quick),
  z.literal(LOGIN_FROM.auto),
  z.literal(LOGIN_FROM.email),
  z.literal(LOGIN_FROM.thirdParty),
  // Accepted by the schema so the server can answer clearly that it is not supported.
  z.literal(LOGIN_FROM.platform),
]);

/**
 * The payload of /login/handle and /account/bind (000 §3, §7): login_from, email,
 * password, userInfo, logined_uid, device info — plus `third_party` for login_from 24.
 * Each source's required fields are checked here, so a malformed request gets a clear
 * field-level error before any handler runs.
 */
export const loginPayloadSchema = z
  .object({
    login_from: loginFromSchema,
    email: z.string().max(EMAIL_MAX).optional(),
    password: passwordDigestSchema.optional(),
    userInfo: userInfoHintSchema.optional(),
    /** The tourist account being bound (/account/bind); must be the caller's own uid. */
    logined_uid: z.number().int().positive().optional(),
    third_party: thirdPartyGrantSchema.optional(),
    ...deviceInfoShape,
  })
  .superRefine((payload, context) => {
    if (payload.login_from === LOGIN_FROM.email) {
      if (payload.email === undefined) context.addIssue({ code: 'custom', path: ['email'], message: 'Required for email sign-in' });
      if (payload.password === undefined) context.addIssue({ code: 'custom', path: ['password'], message: 'Required for email sign-in' });
    }
    if (payload.login_from === LOGIN_FROM.thirdParty && payload.third_party === undefined) {
      context.addIssue({ code: 'custom', path: ['third_party'], message: 'Required for third-party sign-in' });
    }
  });

export type LoginPayload = z.infer<typeof loginPayloadSchema>;
