/**
 * Operator HTML (the maintenance popup's content, 001 §3) shown without ever handing it to
 * the browser as markup: the parsed tree is copied into an allowlist of plain text and a few
 * formatting elements, links only to http(s) and mailto, every attribute but href dropped.
 * Script-like elements go with their content; other unknown elements are unwrapped.
 */
export type AllowedTag = 'p' | 'br' | 'b' | 'strong' | 'i' | 'em' | 'u' | 'ul' | 'ol' | 'li' | 'span' | 'div' | 'h3' | 'h4' | 'a';

export type SafeNode =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'element'; readonly tag: AllowedTag; readonly href?: string; readonly children: readonly SafeNode[] };

/** The part of a DOM node the copy reads (a parsed document's nodes have it). */
export interface HtmlNodeLike {
  readonly nodeType: number;
  readonly nodeName: string;
  readonly nodeValue: string | null;
  readonly childNodes: ArrayLike<HtmlNodeLike>;
  getAttribute?(name: string): string | null;
}

const TEXT_NODE = 3;
const ELEMENT_NODE = 1;
const ALLOWED: ReadonlySet<string> = new Set<AllowedTag>(['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'span', 'div', 'h3', 'h4', 'a']);
/** Dropped with everything inside: their content is code or chrome, never text for the user. */
const DROPPED: ReadonlySet<string> = new Set(['script', 'style', 'template', 'iframe', 'object', 'embed', 'noscript', 'svg', 'math', 'head', 'title', 'form', 'select', 'textarea']);
const SAFE_LINK = /^(https?:|mailto:)/i;

export function toSafeNodes(nodes: ArrayLike<HtmlNodeLike>): SafeNode[] {
  const out: SafeNode[] = [];
  for (let index = 0; index < nodes.length; index += 1) {
    const node = nodes[index];
    if (node === undefined) continue;
    if (node.nodeType === TEXT_NODE) {
      if (node.nodeValue) out.push({ kind: 'text', text: node.nodeValue });
      continue;
    }
    if (node.nodeType !== ELEMENT_NODE) continue;
    const tag = node.nodeName.toLowerCase();
    if (DROPPED.has(tag)) continue;
    const children = toSafeNodes(node.childNodes);
    if (!ALLOWED.has(tag)) {
      out.push(...children);
      continue;
    }
    const href = tag === 'a' ? node.getAttribute?.('href')?.trim() : undefined;
    out.push({ kind: 'element', tag: tag as AllowedTag, ...(href !== undefined && SAFE_LINK.test(href) ? { href } : {}), children });
  }
  return out;
}
