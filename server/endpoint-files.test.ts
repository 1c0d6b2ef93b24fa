import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The module shape's rules for endpoint files (DESIGN.md house style 17), read from the
 * source because dependency-cruiser sees imports, not calls: an endpoint asks its
 * module's queries or services and never builds SQL itself, and it says no with refuse().
 * The module map itself (no module imports another's tables or queries) is a
 * dependency-cruiser rule: server-module-owns-its-tables.
 */
const SERVER_DIR = path.dirname(fileURLToPath(import.meta.url));

const endpointFiles = (fs.readdirSync(SERVER_DIR, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.endpoint.ts'))
  .map((file) => ({ file, text: fs.readFileSync(path.join(SERVER_DIR, file), 'utf8') }));

const offenders = (pattern: RegExp) => endpointFiles.filter(({ text }) => pattern.test(text)).map(({ file }) => file);

describe('endpoint files', () => {
  it('exist (the scan found the modules)', () => {
    expect(endpointFiles.length).toBeGreaterThan(0);
  });

  it('never import kysely: their SQL lives in the module’s *-queries.ts or repository', () => {
    expect(offenders(/from ['"]kysely['"]/)).toEqual([]);
  });

  it('never build a query on the database themselves', () => {
    expect(offenders(/\.(selectFrom|insertInto|updateTable|deleteFrom|transaction|withTables)\(/)).toEqual([]);
  });

  it('refuse through refuse(), never an inline { ok: <failure>, msg }', () => {
    expect(offenders(/\bok:\s*RESULT_(?!SUCCESS\b)[A-Z_]+\s*,\s*msg:/)).toEqual([]);
  });
});
