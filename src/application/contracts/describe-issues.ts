import type { z } from 'zod';

/** At most this many issues are spelled out; the rest are counted. */
const SHOWN_ISSUES = 3;

/**
 * A validation failure as one readable line naming the field, e.g.
 * `payload.email: Invalid email address` or `data.list[2].id: Expected number`.
 */
export function describeIssues(error: z.ZodError, root: string): string {
  const shown = error.issues.slice(0, SHOWN_ISSUES).map((issue) => `${root}${issue.path.map(pathSegment).join('')}: ${issue.message}`);
  const more = error.issues.length - shown.length;
  return more > 0 ? `${shown.join('; ')} (and ${more} more)` : shown.join('; ');
}

function pathSegment(segment: PropertyKey): string {
  return typeof segment === 'number' ? `[${segment}]` : `.${String(segment)}`;
}
