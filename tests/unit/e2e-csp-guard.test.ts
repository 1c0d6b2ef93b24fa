import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const E2E_DIR = path.resolve('tests/e2e');

describe('the end-to-end specs', () => {
  it('all take `test` from ./fixtures, so a Content-Security-Policy violation fails every one of them', () => {
    const specs = fs.readdirSync(E2E_DIR).filter((name) => name.endsWith('.spec.ts'));
    const unguarded = specs.filter((name) => fs.readFileSync(path.join(E2E_DIR, name), 'utf8').includes("from '@playwright/test'"));
    expect(specs.length).toBeGreaterThan(0);
    expect(unguarded).toEqual([]);
  });
});
