import { createElement, useMemo, type ReactNode } from 'react';
import { toSafeNodes, type SafeNode } from './safe-html';

function render(nodes: readonly SafeNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (node.kind === 'text') return node.text;
    const props = node.tag === 'a' && node.href !== undefined ? { key: index, href: node.href, target: '_blank', rel: 'noopener noreferrer' } : { key: index };
    return createElement(node.tag, props, ...render(node.children));
  });
}

/** Operator HTML as React elements of the allowlist (safe-html.ts); the browser never parses it as live markup. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const content = useMemo(() => {
    // DOMParser builds an inert document: nothing in it loads or runs.
    const body = new DOMParser().parseFromString(html, 'text/html').body;
    return render(toSafeNodes(body.childNodes));
  }, [html]);
  return <div className={className}>{content}</div>;
}
