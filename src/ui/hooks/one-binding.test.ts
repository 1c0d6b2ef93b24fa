import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const UI = path.resolve(__dirname, '..');
const HOOKS = path.join(UI, 'hooks');

/** A subscription to an observable (`state$.subscribe(`, `updates$(uid).subscribe(`), not a store's own `subscribe(offer)`. */
const HAND_SUBSCRIPTION = /(\$|\))\s*\.subscribe\(/;

function viewFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === HOOKS ? [] : viewFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('views bind to observables through the hooks only (DESIGN.md house style 9)', () => {
  it('has no hand-written subscription in src/ui outside useLiveState and useNotices', () => {
    const offenders = viewFiles(UI).filter((file) => HAND_SUBSCRIPTION.test(fs.readFileSync(file, 'utf8')));
    expect(offenders.map((file) => path.relative(UI, file))).toEqual([]);
  });
});
