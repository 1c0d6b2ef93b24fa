/**
 * flag-icons' 4:3 flags, one lazy module each: only the flag on screen is fetched (the
 * library's stylesheet would carry all of them inlined). This map of some 270 loaders is
 * itself loaded on first use (CountryFlag imports this module dynamically), so a screen
 * that merely imports CountryFlag does not carry it in its chunk.
 */
const FLAGS = import.meta.glob<string>('/node_modules/flag-icons/flags/4x3/*.svg', { query: '?url', import: 'default' });

/** The URL of the flag of an ISO 3166 alpha-2 code, or null when flag-icons has none. */
export async function flagUrl(code: string): Promise<string | null> {
  const load = FLAGS[`/node_modules/flag-icons/flags/4x3/${code.toLowerCase()}.svg`];
  return load === undefined ? null : load();
}
