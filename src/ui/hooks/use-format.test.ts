import { describe, expect, it } from 'vitest';
import { formatPrice } from './use-format';

describe('prices in the interface language', () => {
  it('writes a package price the way each language writes money', () => {
    expect(formatPrice('en', '4.99', 'USD')).toBe('$4.99');
    expect(formatPrice('fr', '4.99', 'USD')).toMatch(/^4,99\s\$US$/);
    expect(formatPrice('de', '1550', 'EUR')).toMatch(/^1\.550,00\s€$/);
    expect(formatPrice('ar', '4.99', 'USD')).toContain('US$');
    expect(formatPrice('fa', '4.99', 'USD')).toContain('۴٫۹۹');
  });

  it('keeps the currency\'s own decimals: none for yen, three for dinars', () => {
    expect(formatPrice('en', '800', 'JPY')).toBe('¥800');
    expect(formatPrice('en', '1.550', 'KWD')).toMatch(/^KWD\s1\.550$/);
  });

  it('shows the amount and code as they are for a code Intl does not know', () => {
    expect(formatPrice('en', '4.99', 'XY')).toBe('4.99 XY');
  });
});
