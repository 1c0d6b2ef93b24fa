import { describe, expect, it } from 'vitest';
import { flattenPlurals } from './flatten-plurals';

describe('flattenPlurals', () => {
  it('turns a nested plural group into suffixed keys', () => {
    expect(flattenPlurals({ me: { coins: { one: '{{count}} coin', other: '{{count}} coins' } } })).toEqual({
      me: { coins_one: '{{count}} coin', coins_other: '{{count}} coins' },
    });
  });

  it('keeps every Arabic form', () => {
    const group = { zero: '0', one: '1', two: '2', few: 'f', many: 'm', other: 'o' };
    expect(Object.keys(flattenPlurals({ n: group }))).toEqual(['n_zero', 'n_one', 'n_two', 'n_few', 'n_many', 'n_other']);
  });

  it('leaves sections that merely contain a key named "one" alone', () => {
    const catalogue = { section: { one: 'first', title: 'A title' } };
    expect(flattenPlurals(catalogue)).toEqual(catalogue);
  });

  it('does not change its input', () => {
    const catalogue = { a: { b: { one: 'x', other: 'y' } } };
    const copy = structuredClone(catalogue);
    flattenPlurals(catalogue);
    expect(catalogue).toEqual(copy);
  });
});
