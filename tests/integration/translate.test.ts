import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translateIndexContract } from '../../src/application/contracts/translate/index.contract.js';
import { RESULT_ERROR } from '../../src/domain/constants.js';
import { startMessagingServer, type MessagingServer } from '../support/messaging-harness.js';

describe('/translate/index with the embedded phrasebook (no TRANSLATE_URL)', () => {
  let env: MessagingServer;
  beforeAll(async () => {
    env = await startMessagingServer();
  });
  afterAll(async () => env.close());

  it('translates a known greeting and echoes the key', async () => {
    const reader = await env.user();
    const result = await reader.http.request(translateIndexContract, { target: 'en', content: '¡Hola! ¿Cómo estás?', key: 'm-17' });
    expect(result).toMatchObject({ ok: true, data: { text: 'Hello How are you?', source: 'es', key: 'm-17' } });
  });

  it('answers "not available" clearly for text it does not know', async () => {
    const reader = await env.user();
    const result = await reader.http.request(translateIndexContract, { target: 'es', content: 'Let us talk about the quarterly budget' });
    expect(result).toEqual({ ok: false, error: expect.objectContaining({ code: 'API.REJECTED', result: RESULT_ERROR, msg: 'Translation is not available for this text' }) });
  });
});

describe('/translate/index through a LibreTranslate-compatible server (TRANSLATE_URL)', () => {
  let env: MessagingServer;
  let fake: http.Server;
  const received: unknown[] = [];
  let failNext = false;

  beforeAll(async () => {
    fake = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const parsed = JSON.parse(body) as { q: string; target: string };
        received.push({ path: request.url, ...parsed });
        if (failNext) {
          failNext = false;
          response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"boom"}');
          return;
        }
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ translatedText: `[${parsed.target}] ${parsed.q}`, detectedLanguage: { confidence: 90, language: 'fr' } }));
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    env = await startMessagingServer({ TRANSLATE_URL: `http://127.0.0.1:${(fake.address() as AddressInfo).port}` });
  });
  afterAll(async () => {
    await env.close();
    await new Promise((resolve) => fake.close(resolve));
  });

  it('asks the server to translate from auto to the target and returns its text', async () => {
    const reader = await env.user();
    const result = await reader.http.request(translateIndexContract, { target: 'pt-BR', content: 'Bonjour tout le monde' });
    expect(result).toMatchObject({ ok: true, data: { text: '[pt] Bonjour tout le monde', source: 'fr' } });
    expect(received.at(-1)).toEqual({ path: '/translate', q: 'Bonjour tout le monde', source: 'auto', target: 'pt', format: 'text' });
  });

  it('turns a failing translation server into a clear refusal', async () => {
    const reader = await env.user();
    failNext = true;
    const result = await reader.http.request(translateIndexContract, { target: 'en', content: 'Bonjour' });
    expect(result).toMatchObject({ ok: false, error: { code: 'API.REJECTED', msg: 'The translation service answered HTTP 500' } });
  });
});
