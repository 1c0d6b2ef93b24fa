import { describe, expect, it } from 'vitest';
import type { HttpPort } from '../ports/http.port';
import type { StoragePort } from '../ports/storage.port';
import { loadReportReasons } from './report-reasons';

const spam = { id: 1, title: 'Spam', intro: '', identity: 0 };
const spamEs = { id: 1, title: 'Spam o publicidad', intro: '', identity: 0 };

function memoryStorage(): StoragePort {
  const entries = new Map<string, unknown>();
  return { read: (name) => entries.get(name), write: (name, value) => (entries.set(name, value), { ok: true }), remove: (name) => void entries.delete(name) };
}

function http(answers: Record<string, { version: number; report_type: unknown[] } | null>) {
  const asked: string[] = [];
  const port = {
    request: async (_contract: unknown, payload: { language: string }) => {
      asked.push(payload.language);
      const data = answers[payload.language] ?? null;
      return data === null ? { ok: false, error: { code: 'API.NETWORK', msg: '' } } : { ok: true, code: 1, msg: '', data };
    },
  } as unknown as HttpPort;
  return { port, asked };
}

describe('report reasons', () => {
  it('fetches once per language and version, then serves the cache', async () => {
    const storage = memoryStorage();
    const server = http({ en: { version: 2, report_type: [spam] }, es: { version: 2, report_type: [spamEs] } });
    expect(await loadReportReasons({ http: server.port, storage }, 'en', 2)).toEqual([spam]);
    expect(await loadReportReasons({ http: server.port, storage }, 'es', 2)).toEqual([spamEs]);
    expect(await loadReportReasons({ http: server.port, storage }, 'en', 2)).toEqual([spam]);
    expect(server.asked).toEqual(['en', 'es']);
  });

  it('refetches when /profile/init announces another version', async () => {
    const storage = memoryStorage();
    const server = http({ en: { version: 3, report_type: [spam] } });
    storage.write('report-reason', { en: { version: 2, list: [] } });
    expect(await loadReportReasons({ http: server.port, storage }, 'en', 3)).toEqual([spam]);
    expect(server.asked).toEqual(['en']);
  });

  it('falls back to an older cached list when the request fails, and to null without one', async () => {
    const storage = memoryStorage();
    storage.write('report-reason', { en: { version: 1, list: [spam] } });
    const offline = http({});
    expect(await loadReportReasons({ http: offline.port, storage }, 'en', 2)).toEqual([spam]);
    expect(await loadReportReasons({ http: offline.port, storage }, 'tr', 2)).toBeNull();
  });
});
