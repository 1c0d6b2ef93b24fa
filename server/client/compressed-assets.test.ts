import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompressedAssets } from './compressed-assets.js';

const script = 'export const greeting = "hello";\n'.repeat(200);
let dir: string;
let root: string;
const app = Fastify();

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'glint-assets-'));
  root = path.join(dir, 'client');
  fs.mkdirSync(path.join(root, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(root, 'assets', 'index-abc123.js'), script);
  fs.writeFileSync(path.join(root, 'assets', 'logo-abc123.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  fs.writeFileSync(path.join(dir, 'secret.js'), 'not an asset');
  await app.register(fastifyStatic, { root, prefix: '/' });
  registerCompressedAssets(app, root);
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('compressed client assets', () => {
  it('serves a script brotli-compressed to a browser that takes br, cached for good', async () => {
    const reply = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(reply.headers['cache-control']).toContain('immutable');
    expect(reply.rawPayload.length).toBeLessThan(script.length / 10);
    expect(zlib.brotliDecompressSync(reply.rawPayload).toString()).toBe(script);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gzip = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('leaves images to the static files and answers 404 for what does not exist', async () => {
    const image = await app.inject({ url: '/assets/logo-abc123.png', headers: { 'accept-encoding': 'br' } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-encoding']).toBeUndefined();
    expect((await app.inject({ url: '/assets/missing.js', headers: { 'accept-encoding': 'br' } })).statusCode).toBe(404);
  });

  it('never reaches outside the client folder', async () => {
    for (const url of ['/assets/..%2F..%2Fsecret.js', '/assets/%2E%2E/%2E%2E/secret.js', '/assets/../../secret.js', '/assets/..%5C..%5Csecret.js']) {
      const reply = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(reply.body, url).not.toContain('not an asset');
    }
  });
});
