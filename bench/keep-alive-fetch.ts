/**
 * The `fetch` the benches' load generators give the browser's request client: node:http
 * over kept-alive sockets, one per concurrent request. Node's global fetch (undici behind
 * WHATWG streams) cost the send-throughput load generator about a fifth of its CPU per
 * request — CPU the server under test then lacks on this 2-core machine. Only what
 * SignedHttpClient uses is there: a string body, the status and the text of the answer.
 */
import http from 'node:http';

export function keepAliveFetch(): typeof fetch {
  const agent = new http.Agent({ keepAlive: true });
  const request = (input: string | URL | Request, init: RequestInit = {}): Promise<Response> =>
    new Promise((resolve, reject) => {
      const outgoing = http.request(
        String(input),
        { method: init.method ?? 'GET', headers: init.headers as Record<string, string> | undefined, agent, ...(init.signal ? { signal: init.signal } : {}) },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', reject);
          incoming.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            // The two members SignedHttpClient reads; a whole Response would bring back the streams.
            resolve({ status: incoming.statusCode ?? 0, text: async () => text } as Response);
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(typeof init.body === 'string' ? init.body : undefined);
    });
  return request as typeof fetch;
}
