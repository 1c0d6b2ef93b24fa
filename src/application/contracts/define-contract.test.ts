import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { defineContract } from './define-contract';
import { describeIssues } from './describe-issues';

describe('defineContract', () => {
  it('keeps path and schemas', () => {
    const payload = z.object({ email: z.email() });
    const contract = defineContract({ path: '/order-apple/create', payload, response: z.object({}) });
    expect(contract.path).toBe('/order-apple/create');
    expect(contract.payload).toBe(payload);
  });

  it.each(['profile/balance', '/profile/', '/profile balance', '/api/../x', ''])('refuses the path "%s"', (path) => {
    expect(() => defineContract({ path, payload: z.object({}), response: z.object({}) })).toThrow(/not a call path/);
  });

  it('refuses a payload field the request layer reserves', () => {
    expect(() => defineContract({ path: '/x', payload: z.object({ nonce: z.string() }), response: z.object({}) })).toThrow(/"nonce" is reserved/);
  });
});

describe('describeIssues', () => {
  it('names the field of each issue under the given root', () => {
    const schema = z.object({ email: z.email(), list: z.array(z.object({ id: z.number() })) });
    const result = schema.safeParse({ email: 'nope', list: [{ id: 1 }, { id: 'x' }] });
    expect(result.success ? '' : describeIssues(result.error, 'payload')).toMatch(/^payload\.email: Invalid email address; payload\.list\[1\]\.id: /);
  });

  it('spells out three issues and counts the rest', () => {
    const schema = z.object({ a: z.string(), b: z.string(), c: z.string(), d: z.string(), e: z.string() });
    const result = schema.safeParse({});
    expect(result.success ? '' : describeIssues(result.error, 'payload')).toMatch(/payload\.c: [^;]+ \(and 2 more\)$/);
  });
});
