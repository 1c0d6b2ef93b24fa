import { test as base, expect, type BrowserContext } from '@playwright/test';

export * from '@playwright/test';

/** What Chromium prints for a blocked resource, script, eval, frame or form (and what the page hook below prints). */
const CSP_VIOLATION = /Content Security Policy|securitypolicyviolation/i;

/** Every document (frames included) reports its own violations too, with the directive and what was blocked. */
const REPORT_VIOLATIONS = `document.addEventListener('securitypolicyviolation', (event) => {
  const where = event.sourceFile ? ' at ' + event.sourceFile + ':' + event.lineNumber + ':' + event.columnNumber : '';
  console.error('securitypolicyviolation: ' + event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline') + ' on ' + location.href + where);
});`;

async function watch(context: BrowserContext, violations: string[]): Promise<void> {
  await context.addInitScript(REPORT_VIOLATIONS);
  context.on('console', (message) => {
    if (CSP_VIOLATION.test(message.text())) violations.push(`${message.location().url}: ${message.text()}`);
  });
}

/** What a test may say about violations it provokes on purpose (an attack the policy must refuse). */
export interface CspGuard {
  /** Violations matching `pattern` are the policy doing its job in this test, not a screen breaking. */
  allow(pattern: RegExp): void;
}

/**
 * The specs' `test`: the same as Playwright's, with one automatic check — no page, frame
 * or context the test opens (its own `browser.newContext()` ones too) may violate the
 * server's Content-Security-Policy. A violation fails the test that caused it, listed,
 * unless the test allowed it (`cspGuard.allow`) because it injects that attack itself.
 */
export const test = base.extend<{ cspGuard: CspGuard }>({
  cspGuard: [
    async ({ context, browser }, use) => {
      const violations: string[] = [];
      const allowed: RegExp[] = [];
      await watch(context, violations);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const created = await newContext(...args);
        await watch(created, violations);
        return created;
      };
      try {
        await use({ allow: (pattern) => void allowed.push(pattern) });
      } finally {
        browser.newContext = newContext;
      }
      const unexpected = violations.filter((violation) => !allowed.some((pattern) => pattern.test(violation)));
      expect(unexpected, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
