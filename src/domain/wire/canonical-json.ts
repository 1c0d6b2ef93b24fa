/**
 * Canonical JSON: JSON.stringify's output with every object's keys sorted by UTF-16 code
 * unit (the default string sort), at every depth. It keeps JSON.stringify's value rules
 * on purpose — `undefined`, functions and symbols vanish from objects and become `null`
 * in arrays, non-finite numbers become `null`, `toJSON` is honoured — so that a value and
 * its JSON round trip (what the receiver decodes) always canonicalise to the same text.
 * Returns undefined exactly where JSON.stringify would.
 */
export function canonicalJson(value: unknown, key = ''): string | undefined {
  const plain = hasToJson(value) ? value.toJSON(key) : value;
  switch (typeof plain) {
    case 'string':
    case 'number':
    case 'boolean':
      return JSON.stringify(plain);
    case 'object':
      if (plain === null) return 'null';
      return Array.isArray(plain) ? canonicalArray(plain) : canonicalObject(plain as Readonly<Record<string, unknown>>);
    case 'bigint':
      throw new TypeError('canonicalJson: a bigint has no JSON form');
    default:
      return undefined;
  }
}

function canonicalArray(items: readonly unknown[]): string {
  return `[${items.map((item, index) => canonicalJson(item, String(index)) ?? 'null').join(',')}]`;
}

function canonicalObject(object: Readonly<Record<string, unknown>>): string {
  const members: string[] = [];
  for (const key of Object.keys(object).sort()) {
    const text = canonicalJson(object[key], key);
    if (text !== undefined) members.push(`${JSON.stringify(key)}:${text}`);
  }
  return `{${members.join(',')}}`;
}

function hasToJson(value: unknown): value is { toJSON(key: string): unknown } {
  return typeof value === 'object' && value !== null && typeof (value as { toJSON?: unknown }).toJSON === 'function';
}
