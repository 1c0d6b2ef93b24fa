import { describe, expect, it } from 'vitest';
import { escapeHtml, withResultParams } from './sandbox-pages.js';

describe('sandbox pages', () => {
  it('adds the outcome to a hash-routed return URL inside its fragment', () => {
    expect(withResultParams('/#/pages/payment/pay-result?pay_type=22', { order_no: 'GL1', result: 'succeed' })).toBe('/#/pages/payment/pay-result?pay_type=22&order_no=GL1&result=succeed');
    expect(withResultParams('https://glint.test/#/done', { result: 'failed' })).toBe('https://glint.test/#/done?result=failed');
    expect(withResultParams('https://glint.test/done?x=1', { result: 'failed' })).toBe('https://glint.test/done?x=1&result=failed');
  });

  it('escapes everything it writes into HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
