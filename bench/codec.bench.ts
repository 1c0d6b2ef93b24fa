/**
 * The request layer's codec on one core: a full request round trip — stamp, sign,
 * encrypt, MAC (client side) then MAC check, decrypt, sign check (server side) — for the
 * server's node:crypto codec and, for context, the browser's crypto-js codec. Also the
 * server's whole per-request codec work: derive the session's keys, open the request,
 * seal the response. Rates are per CPU-second of this process (best of interleaved
 * rounds), so other load on a shared machine slows the run without skewing the figures.
 */
import { randomBytes } from 'node:crypto';
import { nodeCodec } from '../server/codec/node-codec.js';
import { cryptoJsCodec } from '../src/adapters/http/crypto-js-codec.js';
import type { CodecPort } from '../src/application/ports/codec.port.js';
import type { Figure } from './figure.js';

const ROUND_MS = 300;
const ROUNDS = 5;
const KEY = randomBytes(32).toString('base64');
/** A login-shaped payload (~250 bytes of JSON), the larger end of everyday calls. */
const PAYLOAD = {
  login_from: 2,
  email: 'ana.example@example.com',
  password: '0cc175b9c0f1b6a831c399e269772661',
  userInfo: { nickname: 'Ana', gender: 2, birthday: '1995-04-01', country: 'ES' },
  device: { model: 'Pixel 8', os: 'Android 14', app: '1.4.0' },
};
const RESPONSE = { ok: 1, msg: '', data: { balance: 1_234 }, nonce: '00'.repeat(16) };

function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1_000;
}

/** Operations per CPU-second of `op` over about ROUND_MS of CPU time. */
function round(op: () => void): number {
  const start = cpuMs();
  let done = 0;
  while (cpuMs() - start < ROUND_MS) {
    for (let i = 0; i < 50; i += 1) op();
    done += 50;
  }
  return (done * 1_000) / (cpuMs() - start);
}

function requestRoundTrip(codec: CodecPort): () => void {
  const keyed = codec.withKey(KEY);
  let times = 1_700_000_000_000;
  return () => {
    times += 1;
    const body = keyed.sealRequest(PAYLOAD, { times, nonce: randomBytes(16).toString('hex') });
    if (!keyed.openRequest(body).ok) throw new Error('round trip failed');
  };
}

function serverPerRequest(): () => void {
  const body = nodeCodec.withKey(KEY).sealRequest(PAYLOAD, { times: 1_700_000_000_000, nonce: '11'.repeat(16) });
  return () => {
    const keyed = nodeCodec.withKey(KEY);
    if (!keyed.openRequest(body).ok) throw new Error('open failed');
    keyed.sealResponse(RESPONSE);
  };
}

export async function run(): Promise<Figure[]> {
  const ops = { node: requestRoundTrip(nodeCodec), cryptoJs: requestRoundTrip(cryptoJsCodec), server: serverPerRequest() };
  const best = { node: 0, cryptoJs: 0, server: 0 };
  for (const op of Object.values(ops)) round(op); // warm-up
  for (let r = 0; r < ROUNDS; r += 1) {
    best.node = Math.max(best.node, round(ops.node));
    best.cryptoJs = Math.max(best.cryptoJs, round(ops.cryptoJs));
    best.server = Math.max(best.server, round(ops.server));
  }
  return [
    { name: 'codec.node.sign+encrypt+decrypt+verify', value: Math.round(best.node), unit: 'round trips/CPU-s' },
    { name: 'codec.crypto-js.sign+encrypt+decrypt+verify', value: Math.round(best.cryptoJs), unit: 'round trips/CPU-s' },
    { name: 'codec.node.server-per-request (derive keys, open request, seal response)', value: Math.round(best.server), unit: 'requests/CPU-s' },
    { name: 'codec.node-vs-crypto-js', value: best.node / best.cryptoJs, unit: '×' },
  ];
}
