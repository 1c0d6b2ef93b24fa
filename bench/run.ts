/**
 * `npm run bench [-- name...]`: runs every bench/*.bench.ts (or the named ones) and prints
 * one line per figure. Each bench module exports `run(): Promise<Figure[]>`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { formatFigure, type Figure } from './figure.js';

const dir = path.dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.startsWith(w)))
  .sort();

let failed = false;
for (const file of files) {
  const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as { run: () => Promise<Figure[]> };
  try {
    for (const figure of await mod.run()) console.log(formatFigure(figure));
  } catch (error) {
    failed = true;
    console.error(`${file}: failed: ${error instanceof Error ? error.stack : String(error)}`);
  }
}
process.exit(failed ? 1 : 0);
