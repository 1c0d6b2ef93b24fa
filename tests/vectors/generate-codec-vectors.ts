/**
 * The reference for tests/vectors/codec.json: docs/wire-format.md written out straight on
 * node:crypto, independent of both codecs (it shares only the constants). Deterministic:
 * every IV is derived from the vector's name, so re-running reproduces the file byte for
 * byte (a test checks that). Regenerate with:
 *
 *     npx tsx tests/vectors/generate-codec-vectors.ts
 */
import { createCipheriv, createHash, createHmac, hkdfSync } from 'node:crypto';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { WIRE_BOOTSTRAP_KEY } from '../../src/domain/constants.js';

export const VECTORS_FILE = fileURLToPath(new URL('./codec.json', import.meta.url));

const SESSION_KEY = Buffer.from(Array.from({ length: 32 }, (_, i) => i * 7 + 1)).toString('base64');
const OTHER_KEY = Buffer.alloc(32, 0xa5).toString('base64');

interface Subkeys {
  readonly enc: Buffer;
  readonly mac: Buffer;
  readonly sign: Buffer;
}

/** docs §Keys: HKDF-SHA256(ikm = master, salt = empty, info = "glint-wire-v1", 96 bytes). */
function subkeys(masterBase64: string): Subkeys {
  const okm = Buffer.from(hkdfSync('sha256', Buffer.from(masterBase64, 'base64'), Buffer.alloc(0), 'glint-wire-v1', 96));
  return { enc: okm.subarray(0, 32), mac: okm.subarray(32, 64), sign: okm.subarray(64, 96) };
}

/** docs §Canonical string, by another route: JSON round trip, then keys sorted at every depth. */
function canonical(fields: Record<string, unknown>): string {
  const { sign: _sign, ...rest } = fields;
  const write = (value: unknown): string => {
    if (Array.isArray(value)) return `[${value.map(write).join(',')}]`;
    if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${write(v)}`).join(',')}}`;
    }
    return JSON.stringify(value);
  };
  return write(JSON.parse(JSON.stringify(rest)));
}

const ivFor = (name: string): Buffer => createHash('sha256').update(`iv:${name}`).digest().subarray(0, 16);
const nonceFor = (name: string): string => createHash('sha256').update(`nonce:${name}`).digest('hex').slice(0, 32);

/** Encrypt-then-MAC of raw plaintext bytes; `pad: false` leaves the caller's own padding. */
function envelope(keys: Subkeys, iv: Buffer, plain: Buffer, pad = true): string {
  const cipher = createCipheriv('aes-256-cbc', keys.enc, iv).setAutoPadding(pad);
  const ct = Buffer.concat([cipher.update(plain), cipher.final()]);
  const mac = createHmac('sha256', keys.mac).update(Buffer.concat([iv, ct])).digest();
  return JSON.stringify({ v: 1, iv: iv.toString('base64'), ct: ct.toString('base64'), mac: mac.toString('base64') });
}

function signedRequest(name: string, key: string, payload: Record<string, unknown>, times: number) {
  const keys = subkeys(key);
  const iv = ivFor(name);
  const nonce = nonceFor(name);
  const fields = { ...payload, times, nonce };
  const text = canonical(fields);
  const sign = createHmac('sha256', keys.sign).update(text, 'utf8').digest('hex');
  const plaintext = JSON.stringify({ ...fields, sign });
  return { name, key, payload, times, nonce, iv: iv.toString('hex'), canonical: text, sign, plaintext, envelope: envelope(keys, iv, Buffer.from(plaintext, 'utf8')) };
}

function response(name: string, key: string, body: Record<string, unknown>) {
  const iv = ivFor(name);
  const plaintext = JSON.stringify(body);
  return { name, key, response: body, iv: iv.toString('hex'), plaintext, envelope: envelope(subkeys(key), iv, Buffer.from(plaintext, 'utf8')) };
}

/** Flips the lowest bit of byte `index` of one base64 field of an envelope. */
function flip(envelopeText: string, field: 'iv' | 'ct' | 'mac', index = 0): string {
  const parsed = JSON.parse(envelopeText) as Record<string, string>;
  const bytes = Buffer.from(parsed[field] as string, 'base64');
  bytes[index] = (bytes[index] as number) ^ 1;
  return JSON.stringify({ ...parsed, [field]: bytes.toString('base64') });
}

const TIMES = 1_717_171_717_171;

export function buildCodecVectors() {
  const keys = [WIRE_BOOTSTRAP_KEY, SESSION_KEY].map((master) => {
    const k = subkeys(master);
    return { master, enc: k.enc.toString('hex'), mac: k.mac.toString('hex'), sign: k.sign.toString('hex') };
  });

  const requests = [
    signedRequest('empty payload, bootstrap key', WIRE_BOOTSTRAP_KEY, {}, TIMES),
    signedRequest('login-shaped payload, bootstrap key', WIRE_BOOTSTRAP_KEY, {
      login_from: 2, email: 'ana@example.com', password: '0cc175b9c0f1b6a831c399e269772661', userInfo: { nickname: 'Ana', gender: 2 },
    }, TIMES),
    signedRequest('nested objects and arrays, session key', SESSION_KEY, {
      zeta: [3, 1, { b: true, a: null }], alpha: { y: 'y', x: [], '10': 'ten', '2': 'two' }, Upper: 'U', lower: 'l',
    }, TIMES + 1),
    signedRequest('unicode, escapes and numbers, session key', SESSION_KEY, {
      text: 'مرحبا 😀 "quoted" back\\slash\nnew line \u0001', lone: '\ud800', price: 12.5, big: 9_007_199_254_740_991, neg: -0,
    }, TIMES + 2),
    signedRequest('events list, session key', SESSION_KEY, {
      events: [{ category_id: 3, name: 'tab_view', params: { tab: 'match' } }, { category_id: 1, name: 'open', params: {} }],
    }, TIMES + 3),
  ];

  const responses = [
    response('balance response, session key', SESSION_KEY, { ok: 1, msg: '', data: { balance: 1_234 }, nonce: nonceFor('balance') }),
    response('failure with a message, bootstrap key', WIRE_BOOTSTRAP_KEY, { ok: -1, msg: 'Désolé — erreur', nonce: nonceFor('failure') }),
    response('callback instructions, session key', SESSION_KEY, {
      ok: 1, msg: 'Done', data: {}, callback: [{ type: 'alert', content: 'Hi' }, { type: 'close' }], nonce: nonceFor('callback'),
    }),
  ];

  const session = subkeys(SESSION_KEY);
  const [, nested] = requests;
  const good = nested as (typeof requests)[number];
  const unsigned = { ...good.payload, times: good.times, nonce: good.nonce };
  const withSign = (sign: string) => JSON.stringify({ ...unsigned, sign });
  const raw = (name: string, text: string | Buffer, pad = true) => envelope(session, ivFor(name), Buffer.isBuffer(text) ? text : Buffer.from(text, 'utf8'), pad);

  const rejects = [
    { name: 'garbage body', kind: 'request', key: SESSION_KEY, envelope: 'not an envelope', code: 'WIRE.ENVELOPE' },
    { name: 'unknown version', kind: 'request', key: SESSION_KEY, envelope: good.envelope.replace('"v":1', '"v":2'), code: 'WIRE.ENVELOPE' },
    { name: 'ciphertext bit flipped', kind: 'request', key: SESSION_KEY, envelope: flip(good.envelope, 'ct', 5), code: 'WIRE.MAC' },
    { name: 'iv bit flipped', kind: 'request', key: SESSION_KEY, envelope: flip(good.envelope, 'iv'), code: 'WIRE.MAC' },
    { name: 'mac bit flipped', kind: 'response', key: SESSION_KEY, envelope: flip((responses[0] as { envelope: string }).envelope, 'mac', 31), code: 'WIRE.MAC' },
    { name: 'sealed with another key', kind: 'request', key: OTHER_KEY, envelope: good.envelope, code: 'WIRE.MAC' },
    { name: 'authentic but bad padding', kind: 'response', key: SESSION_KEY, envelope: raw('bad padding', Buffer.alloc(32, 0x41), false), code: 'WIRE.DECRYPT' },
    { name: 'authentic but not JSON', kind: 'response', key: SESSION_KEY, envelope: raw('not json', 'hello'), code: 'WIRE.PLAINTEXT' },
    { name: 'authentic but not UTF-8', kind: 'response', key: SESSION_KEY, envelope: raw('not utf8', Buffer.from([0x7b, 0xff, 0x7d])), code: 'WIRE.PLAINTEXT' },
    { name: 'authentic JSON behind a byte-order mark', kind: 'response', key: SESSION_KEY, envelope: raw('bom', '\ufeff{}'), code: 'WIRE.PLAINTEXT' },
    { name: 'request without sign', kind: 'request', key: SESSION_KEY, envelope: raw('no sign', JSON.stringify(unsigned)), code: 'WIRE.FIELDS' },
    { name: 'request without nonce', kind: 'request', key: SESSION_KEY, envelope: raw('no nonce', JSON.stringify({ times: TIMES, sign: good.sign })), code: 'WIRE.FIELDS' },
    { name: 'request that is a JSON array', kind: 'request', key: SESSION_KEY, envelope: raw('array', '[1,2]'), code: 'WIRE.PLAINTEXT' },
    {
      name: 'sign over insertion order instead of canonical order', kind: 'request', key: SESSION_KEY, code: 'WIRE.SIGN',
      envelope: raw('insertion order', withSign(createHmac('sha256', session.sign).update(JSON.stringify(unsigned)).digest('hex'))),
    },
    {
      name: 'sign made with the MAC key', kind: 'request', key: SESSION_KEY, code: 'WIRE.SIGN',
      envelope: raw('mac key sign', withSign(createHmac('sha256', session.mac).update(good.canonical).digest('hex'))),
    },
    {
      name: 'payload changed after signing', kind: 'request', key: SESSION_KEY, code: 'WIRE.SIGN',
      envelope: raw('changed', JSON.stringify({ ...unsigned, Upper: 'V', sign: good.sign })),
    },
  ];

  return {
    description: 'Shared test vectors of the Glint wire format (docs/wire-format.md). Generated by tests/vectors/generate-codec-vectors.ts; both codecs must reproduce every envelope exactly and refuse every reject with its code.',
    keys,
    requests,
    responses,
    rejects,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  fs.writeFileSync(VECTORS_FILE, `${JSON.stringify(buildCodecVectors(), null, 2)}\n`);
  console.log(`wrote ${VECTORS_FILE}`);
}
