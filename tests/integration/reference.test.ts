import countries from 'i18n-iso-countries';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otherLanguageListContract } from '../../src/application/contracts/other/language-list.contract.js';
import { otherRegionContract } from '../../src/application/contracts/other/region.contract.js';
import { startLifecycleServer, type LifecycleServer } from '../support/lifecycle-harness.js';

let server: LifecycleServer;

beforeAll(async () => {
  server = await startLifecycleServer();
});
afterAll(async () => server?.close());

async function region(language?: string) {
  const answer = await server.clientFor(null).client.request(otherRegionContract, language === undefined ? {} : { language });
  if (!answer.ok) throw new Error(answer.error.msg);
  return answer.data;
}

describe('/other/region', () => {
  it('lists every ISO 3166-1 country once, with its flag and one of the listed areas, before sign-in', async () => {
    const data = await region();
    const codes = data.country.map((country) => country.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual(Object.keys(countries.getAlpha2Codes()).sort());
    const areas = new Set(data.area.map((area) => area.id));
    for (const country of data.country) expect(areas.has(country.area)).toBe(true);
    expect(data.country.find((country) => country.code === 'BR')).toEqual({ code: 'BR', name: 'Brazil', flag: '🇧🇷', area: '419' });
    expect(data.area).toContainEqual({ id: '142', name: 'Asia' });
  });

  it('names countries and areas in the asked language, sorted for it, and falls back to English', async () => {
    const spanish = await region('es');
    expect(spanish.country.find((country) => country.code === 'DE')?.name).toBe('Alemania');
    expect(spanish.area.find((area) => area.id === '150')?.name).toBe('Europa');
    const names = spanish.country.map((country) => country.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('es').compare));
    expect((await region('in')).country.find((country) => country.code === 'JP')?.name).toBe('Jepang');
    expect((await region('xx')).country.find((country) => country.code === 'DE')?.name).toBe('Germany');
  });

  it('carries the version of the country config key, as init config_version.country does', async () => {
    expect((await region()).version).toBe(1);
    await server.database.db.insertInto('config').values({ key: 'country', version: 4, value: '{}', updated_at: 0 }).execute();
    expect((await region()).version).toBe(4);
  });
});

describe('/other/language-list', () => {
  it("lists the spec's language codes in order, each in its own language, with a version", async () => {
    const answer = await server.clientFor(null).client.request(otherLanguageListContract, {});
    if (!answer.ok) throw new Error(answer.error.msg);
    expect(answer.data.version).toBe(1);
    expect(answer.data.list.map((item) => item.code)).toEqual(
      ['es', 'en', 'ar', 'fr', 'vi', 'tr', 'in', 'de', 'it', 'ru', 'pt', 'ro', 'hi', 'fa', 'th', 'nl', 'pl', 'ms', 'hu', 'ars'],
    );
    expect(answer.data.list.find((item) => item.code === 'tr')?.name).toBe('Türkçe');
  });
});
