import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { defineContract } from '../contracts/define-contract';
import type { HttpPort } from '../ports/http.port';
import { createTokenRotationGate } from './token-rotation-gate';

const pingContract = defineContract({ path: '/test/ping', payload: z.object({}), response: z.object({}) });

/** A client whose requests stay open until the test answers them; each request records the token it was sent with. */
function heldClient(token: () => string) {
  const sent: { token: string; answer: () => void }[] = [];
  const http: HttpPort = {
    request: () =>
      new Promise((resolve) => {
        sent.push({ token: token(), answer: () => resolve({ ok: true, code: 1, msg: '', data: {} as never }) });
      }),
  };
  return { http, sent };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('token rotation gate', () => {
  it('lets a rotation start only after the requests in flight have answered', async () => {
    const gate = createTokenRotationGate();
    const client = heldClient(() => 'old');
    const inFlight = gate.authenticated(client.http).request(pingContract, {});
    let rotated = false;
    const rotation = gate.rotate(async () => void (rotated = true));
    await tick();
    expect(rotated).toBe(false);
    client.sent[0]?.answer();
    await inFlight;
    await rotation;
    expect(rotated).toBe(true);
  });

  it('holds requests made during a rotation until the new tokens are in, so they carry them', async () => {
    const gate = createTokenRotationGate();
    let token = 'old';
    const client = heldClient(() => token);
    let finish: () => void = () => undefined;
    const rotation = gate.rotate(() => new Promise<void>((resolve) => (finish = resolve)).then(() => void (token = 'new')));
    const held = gate.authenticated(client.http).request(pingContract, {});
    await tick();
    expect(client.sent).toHaveLength(0);
    finish();
    await rotation;
    await tick();
    expect(client.sent.map((call) => call.token)).toEqual(['new']);
    client.sent[0]?.answer();
    await held;
  });

  it('runs a rotation asked for while one runs only once, and both get its outcome', async () => {
    const gate = createTokenRotationGate();
    let runs = 0;
    const refresh = async () => {
      runs += 1;
      await tick();
      return 'refreshed' as const;
    };
    expect(await Promise.all([gate.rotate(refresh), gate.rotate(refresh)])).toEqual(['refreshed', 'refreshed']);
    expect(runs).toBe(1);
    await gate.rotate(refresh);
    expect(runs).toBe(2);
  });
});
