const PLURAL_FORMS = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

type Catalogue = { readonly [key: string]: unknown };

function isPluralGroup(value: unknown): value is Record<string, string> {
  if (typeof value !== 'object' || value === null) return false;
  const keys = Object.keys(value);
  return keys.includes('other') && keys.every((k) => PLURAL_FORMS.has(k)) && Object.values(value).every((v) => typeof v === 'string');
}

/**
 * The catalogues write plurals as nested `{ one, other }` groups (house style 12); i18next
 * reads `key_one`, `key_other`. Returns a new catalogue; the input is left as it is.
 */
export function flattenPlurals(catalogue: Catalogue): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(catalogue)) {
    if (isPluralGroup(value)) {
      for (const [form, text] of Object.entries(value)) out[`${key}_${form}`] = text;
    } else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      out[key] = flattenPlurals(value as Catalogue);
    } else {
      out[key] = value;
    }
  }
  return out;
}
