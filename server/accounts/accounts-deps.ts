import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.js';
import type { UploadStorage } from '../uploads/upload-storage.js';

/** What the accounts module runs on: the shared services it uses and the settings it derives. */
export interface AccountsDeps extends Pick<AppContext, 'db' | 'clock' | 'mailer' | 'oidc' | 'ledger'> {
  /** The origin the reset mail's link opens (PUBLIC_ORIGIN's first, else this server on localhost). */
  readonly appOrigin: string;
  /** To check that an avatar is the user's own upload. */
  readonly uploads: UploadStorage;
}

/** The request-specific part: where a request comes from. */
export interface RequestOrigin {
  readonly ip: string;
  readonly userAgent: string;
  /** When the app sealed the request, by the device's clock; absent where no app request stands behind it. */
  readonly sentAt?: number;
  readonly log: FastifyBaseLogger;
}
