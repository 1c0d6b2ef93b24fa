import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The serious and critical axe violations on the page, one line each (rule, then the elements): the specs expect none. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
