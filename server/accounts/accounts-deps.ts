import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../context.js';
import type { Database } from '../db/schema.js';
import type { Mailer } from '../mail/mailer.js';
import type { OidcClient } from './oidc/oidc-client.js';

/** What the accounts module runs on. */
export interface AccountsDeps {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly mailer: Mailer;
  /** Null when third-party sign-in is not configured (OIDC_ISSUER unset). */
  readonly oidc: OidcClient | null;
  /** The origin the reset mail's link opens (PUBLIC_ORIGIN's first, else this server on localhost). */
  readonly appOrigin: string;
}

/** The request-specific part: where a call comes from. */
export interface RequestOrigin {
  readonly ip: string;
  readonly userAgent: string;
  readonly log: FastifyBaseLogger;
}
