import { z } from 'zod';
import type { JsonValue } from '../db/schema.js';

/** What an admin operation answers on success, sent as JSON; the CLI command that called it words it. */
export type AdminData = object;

/** A refusal the operator reads: the CLI prints `message` and exits 1. */
export class AdminRefusal {
  constructor(
    /** The HTTP status: 400 malformed, 404 no such thing, 409 conflicts with what is there. */
    readonly status: number,
    readonly code: string,
    readonly message: string,
  ) {}
}

export const noSuchUser = (uid: number) => new AdminRefusal(404, 'USER.NOT_FOUND', `there is no user ${uid}`);

/** A user id in a path or a body. */
export const adminUid = z.coerce.number().int().positive();

/**
 * One operator action under /admin (DESIGN.md "Runtime settings": `npm run admin`). A feature
 * module lists its own in `ServerModule.adminOperations`; the admin plugin mounts them all
 * behind one guard (loopback or ADMIN_TOKEN, the write header) and audits the writes.
 */
export interface AdminOperation {
  readonly method: 'GET' | 'POST';
  /** Under /admin, in Fastify's syntax: `/users/:uid/ban`. */
  readonly path: string;
  /** The audit trail's action name; reads leave it out and are not recorded. */
  readonly audit?: string;
  /** Parses the request; a malformed one is a 400 naming the field at fault. */
  readonly handle: (request: { readonly params: unknown; readonly body: unknown }) => Promise<AdminAnswerOf>;
}

export type AdminAnswerOf = { readonly data: AdminData; readonly audited: Record<string, JsonValue | undefined> } | AdminRefusal;

const NO_INPUT = z.object({}).passthrough();

/** Builds an operation whose params and body are checked by zod before `run` sees them. */
export function defineAdminOperation<P extends z.ZodTypeAny = typeof NO_INPUT, B extends z.ZodTypeAny = typeof NO_INPUT>(
  spec: { readonly method: 'GET' | 'POST'; readonly path: string; readonly audit?: string; readonly params?: P; readonly body?: B },
  run: (input: { readonly params: z.output<P>; readonly body: z.output<B> }) => Promise<AdminData | AdminRefusal>,
): AdminOperation {
  const paramsSchema = spec.params ?? NO_INPUT;
  const bodySchema = spec.body ?? NO_INPUT;
  return {
    method: spec.method,
    path: spec.path,
    ...(spec.audit !== undefined && { audit: spec.audit }),
    async handle(request) {
      const params = paramsSchema.safeParse(request.params ?? {});
      if (!params.success) return badRequest(params.error);
      const body = bodySchema.safeParse(request.body ?? {});
      if (!body.success) return badRequest(body.error);
      const answer = await run({ params: params.data as z.output<P>, body: body.data as z.output<B> });
      if (answer instanceof AdminRefusal) return answer;
      return { data: answer, audited: { ...(params.data as Record<string, JsonValue>), ...(body.data as Record<string, JsonValue>) } };
    },
  };
}

function badRequest(error: z.ZodError): AdminRefusal {
  const message = error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ');
  return new AdminRefusal(400, 'ADMIN.BAD_REQUEST', message);
}
