import { createHash } from 'node:crypto';

/** An inline `<script>` element: no `src`, its text up to the closing tag. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The CSP source expressions (`'sha256-…'`) of every inline script in a page, so the
 * policy can allow exactly those scripts and no injected one ('unsafe-inline' stays out).
 * The hash covers the element's text as the browser reads it: the bytes between the tags.
 */
export function inlineScriptHashes(html: string): readonly string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const text = match[1] ?? '';
    if (text.trim() === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
