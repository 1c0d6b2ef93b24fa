import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HELP_EN } from './help/en';
import { createOpenAiAssistant } from './openai-assistant';
import { loadAssistantSettings } from './service-settings';

/** A stand-in OpenAI-compatible endpoint: answers what `reply` says, and keeps each request. */
let reply: { status: number; body: unknown } = { status: 200, body: {} };
const seen: { url: string; auth: string | undefined; body: { model: string; messages: { role: string; content: string }[] } }[] = [];
const server = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    seen.push({ url: request.url ?? '', auth: request.headers.authorization, body: JSON.parse(body) });
    response.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
  });
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const question = { question: 'Where did my coins go?', language: 'es', context: [HELP_EN.topics.coins] };

describe('the OpenAI-compatible assistant', () => {
  it('asks chat/completions with the retrieved entries as context, in the language, with the key, and returns the answer', async () => {
    reply = { status: 200, body: { choices: [{ message: { role: 'assistant', content: ' Tus monedas están en tu saldo. ' } }] } };
    const assistant = createOpenAiAssistant({ url: base, model: 'tiny', apiKey: 'k-1' });
    expect(await assistant.answer(question)).toBe('Tus monedas están en tu saldo.');
    const last = seen.at(-1);
    expect(last?.url).toBe('/v1/chat/completions');
    expect(last?.auth).toBe('Bearer k-1');
    expect(last?.body.model).toBe('tiny');
    expect(last?.body.messages[0]?.content).toContain(HELP_EN.topics.coins.answer);
    expect(last?.body.messages[0]?.content).toContain('"es"');
    expect(last?.body.messages[1]).toEqual({ role: 'user', content: question.question });
  });

  it('has no answer when the model says the help does not cover it', async () => {
    reply = { status: 200, body: { choices: [{ message: { content: 'NO_ANSWER' } }] } };
    expect(await createOpenAiAssistant({ url: base, model: 'tiny', apiKey: null }).answer(question)).toBeNull();
    expect(seen.at(-1)?.auth).toBeUndefined();
  });

  it('throws on an HTTP error or a malformed answer (the desk then answers from the catalogue)', async () => {
    const assistant = createOpenAiAssistant({ url: base, model: 'tiny', apiKey: null });
    reply = { status: 503, body: {} };
    await expect(assistant.answer(question)).rejects.toThrow('503');
    reply = { status: 200, body: { nothing: true } };
    await expect(assistant.answer(question)).rejects.toThrow();
  });

  it('reads its settings: off without ASSISTANT_URL, a default model, a refused address', () => {
    expect(loadAssistantSettings({})).toBeNull();
    expect(loadAssistantSettings({ ASSISTANT_URL: 'http://x/v1/' })).toEqual({ url: 'http://x/v1', model: 'gpt-4o-mini', apiKey: null });
    expect(() => loadAssistantSettings({ ASSISTANT_URL: 'ftp://x' })).toThrow('ASSISTANT_URL');
  });
});
