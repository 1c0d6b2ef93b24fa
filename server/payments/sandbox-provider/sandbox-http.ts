import type { FastifyReply } from 'fastify';

/** HTTP statuses the sandbox answers with. */
export const HTTP = { created: 201, seeOther: 303, badRequest: 400, unauthorized: 401, notFound: 404 } as const;

/** The provider's error body: `{ error: { message } }` (the checkout library raises 'HTTP error! status: N'). */
export const fail = (reply: FastifyReply, status: number, message: string) => reply.code(status).send({ error: { message } });
