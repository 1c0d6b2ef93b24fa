import type { FastifyInstance } from 'fastify';
import type { Clock } from '../context.js';
import { NODE_TO_NODE_ROUTE } from '../rate-limits/node-to-node-route.js';
import { LIVE_MEDIA_FORWARD_PATH, type ForwardBody, type ForwardOp } from './host-node-client.js';
import type { LiveMediaPort } from './live-media-port.js';
import { NODE_SIGNATURE_HEADER, verifyForward } from './node-signature.js';

const HTTP_BAD_REQUEST = 400;
const HTTP_FORBIDDEN = 403;
const HTTP_CONFLICT = 409;

/**
 * The host's node's side of forwarded live-media signalling (ADR 0022): another node sends
 * a viewer's subscribe, answer or leave, or the live's end, signed with the nodes' shared
 * key; this node runs it on its own SFU (never forwards again). The other node checked the
 * viewer (signed in, inside the room, not kicked) before forwarding; the signature is what
 * this node checks. The SDP this node answers carries its own candidates, so the viewer's
 * media flows to and from this node directly.
 */
export async function registerHostNodeRoutes(app: FastifyInstance, sfu: LiveMediaPort, key: Buffer, clock: Clock): Promise<void> {
  await app.register(async (scope) => {
    // The body as sent: the signature covers its exact bytes.
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post<{ Params: { op: string }; Body: string }>(`${LIVE_MEDIA_FORWARD_PATH}/:op`, { config: NODE_TO_NODE_ROUTE }, async (request, reply) => {
      const op = request.params.op as ForwardOp;
      if (!verifyForward(key, request.headers[NODE_SIGNATURE_HEADER] as string | undefined, `${LIVE_MEDIA_FORWARD_PATH}/${op}`, request.body, clock.now())) {
        return reply.code(HTTP_FORBIDDEN).send({ error: 'bad node signature' });
      }
      const body = JSON.parse(request.body) as ForwardBody;
      const viewer = body.viewer_uid ?? '';
      try {
        if (op === 'view') return { sdp: await sfu.view(body.live_id, viewer) };
        if (op === 'answer') await sfu.answerView(body.live_id, viewer, body.sdp ?? '');
        else if (op === 'drop') await sfu.dropViewer(body.live_id, viewer);
        else if (op === 'close') await sfu.close(body.live_id);
        else return reply.code(HTTP_BAD_REQUEST).send({ error: `no live-media step "${op}"` });
        return {};
      } catch (error) {
        return reply.code(HTTP_CONFLICT).send({ error: error instanceof Error ? error.message : String(error) });
      }
    });
  });
}
