import { describe, expect, it } from 'vitest';
import { toSafeNodes, type HtmlNodeLike } from './safe-html';

const text = (value: string): HtmlNodeLike => ({ nodeType: 3, nodeName: '#text', nodeValue: value, childNodes: [] });
const el = (name: string, children: HtmlNodeLike[] = [], attributes: Record<string, string> = {}): HtmlNodeLike => ({
  nodeType: 1,
  nodeName: name.toUpperCase(),
  nodeValue: null,
  childNodes: children,
  getAttribute: (attribute) => attributes[attribute] ?? null,
});

describe('toSafeNodes', () => {
  it('keeps text and formatting elements', () => {
    expect(toSafeNodes([el('p', [text('Back at '), el('b', [text('10:00')])])])).toEqual([
      { kind: 'element', tag: 'p', children: [{ kind: 'text', text: 'Back at ' }, { kind: 'element', tag: 'b', children: [{ kind: 'text', text: '10:00' }] }] },
    ]);
  });

  it('drops scripts and styles with their content', () => {
    expect(toSafeNodes([el('script', [text('alert(1)')]), el('style', [text('*{}')]), text('ok')])).toEqual([{ kind: 'text', text: 'ok' }]);
  });

  it('unwraps unknown elements and drops every attribute, event handlers included', () => {
    expect(toSafeNodes([el('img', [], { src: 'x', onerror: 'alert(1)' }), el('font', [text('hi')], { color: 'red' })])).toEqual([{ kind: 'text', text: 'hi' }]);
    expect(toSafeNodes([el('span', [text('x')], { onclick: 'alert(1)', style: 'color:red' })])).toEqual([{ kind: 'element', tag: 'span', children: [{ kind: 'text', text: 'x' }] }]);
  });

  it('keeps http(s) and mailto links and strips javascript: ones', () => {
    expect(toSafeNodes([el('a', [text('status')], { href: 'https://status.example' })])).toEqual([{ kind: 'element', tag: 'a', href: 'https://status.example', children: [{ kind: 'text', text: 'status' }] }]);
    expect(toSafeNodes([el('a', [text('x')], { href: ' javascript:alert(1)' })])).toEqual([{ kind: 'element', tag: 'a', children: [{ kind: 'text', text: 'x' }] }]);
    expect(toSafeNodes([el('a', [text('x')], { href: 'data:text/html,<script>' })])).toEqual([{ kind: 'element', tag: 'a', children: [{ kind: 'text', text: 'x' }] }]);
  });

  it('skips comments and other node types', () => {
    expect(toSafeNodes([{ nodeType: 8, nodeName: '#comment', nodeValue: '<b>', childNodes: [] }])).toEqual([]);
  });
});
