#!/usr/bin/env node
// Deep-merges a partial catalogue into locales/<lang>.json in one read-modify-write, so
// several people adding keys at once do not overwrite each other's edits (a whole-file
// rewrite from a stale copy would). Usage: node scripts/merge-locale.mjs <lang> <partial.json>
import { readFileSync, writeFileSync, renameSync } from 'node:fs';

const [lang, partialPath] = process.argv.slice(2);
if (!lang || !partialPath) {
  console.error('usage: node scripts/merge-locale.mjs <lang> <partial.json>');
  process.exit(2);
}
const target = new URL(`../locales/${lang}.json`, import.meta.url);
const merge = (into, from) => {
  for (const [key, value] of Object.entries(from)) {
    const current = into[key];
    if (value && typeof value === 'object' && !Array.isArray(value) && current && typeof current === 'object') merge(current, value);
    else into[key] = value;
  }
  return into;
};
const merged = merge(JSON.parse(readFileSync(target, 'utf8')), JSON.parse(readFileSync(partialPath, 'utf8')));
const temp = new URL(`../locales/.${lang}.${process.pid}.tmp`, import.meta.url);
writeFileSync(temp, `${JSON.stringify(merged, null, 2)}\n`);
renameSync(temp, target);
