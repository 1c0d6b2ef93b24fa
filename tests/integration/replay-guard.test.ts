import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackReportContract } from '../../src/application/contracts/track/report.contract.js';
import { freshNonce, openReply, post, sealRequest, startRequestLayerServer, type RequestLayerServer } from '../support/request-layer-harness.js';

/**
 * The replay cache (issue #11, point 4): it must hold only nonces of requests that were
 * authenticated and valid, so junk sent by anyone takes no room in it.
 */
let server: RequestLayerServer;

beforeAll(async () => {
  server = await startRequestLayerServer();
});
afterAll(async () => server.close());

const events = [{ category_id: 'replay', name: 'row' }];

describe('the replay cache', () => {
  it('never remembers the nonce of a request it refused for a bad payload, so junk takes no room in it', async () => {
    const nonce = freshNonce();
    const junk = await post(server.app, trackReportContract.path, sealRequest({ times: Date.now(), nonce, payload: { events: [] } }));
    expect(junk.status).toBe(400);

    const valid = await post(server.app, trackReportContract.path, sealRequest({ times: Date.now(), nonce, payload: { events } }));

    expect(valid.status).toBe(200);
    expect(openReply(valid.text)).toMatchObject({ ok: 1 });
  });

  it('still refuses a replay of a request it accepted', async () => {
    const body = sealRequest({ times: Date.now(), payload: { events } });
    expect((await post(server.app, trackReportContract.path, body)).status).toBe(200);

    const replay = await post(server.app, trackReportContract.path, body);

    expect(replay.status).toBe(400);
    expect(JSON.parse(replay.text)).toMatchObject({ msg: 'Replayed request: this nonce was already used' });
  });
});
