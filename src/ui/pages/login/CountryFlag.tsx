import { useEffect, useState } from 'react';

/**
 * flag-icons' 4:3 flags, one lazy module each: only the flag on screen is fetched (the
 * library's stylesheet would carry all of them inlined).
 */
const FLAGS = import.meta.glob<string>('/node_modules/flag-icons/flags/4x3/*.svg', { query: '?url', import: 'default' });

/** The flag of an ISO 3166 alpha-2 code, decorative (the country's name is next to it). */
export function CountryFlag({ code }: { code: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    setUrl(null);
    const load = FLAGS[`/node_modules/flag-icons/flags/4x3/${code.toLowerCase()}.svg`];
    void load?.().then((loaded) => current && setUrl(loaded));
    return () => {
      current = false;
    };
  }, [code]);
  return <span className="country-select__flag" aria-hidden="true" style={url ? { backgroundImage: `url("${url}")` } : undefined} data-testid="profile-country-flag" data-country={code} />;
}
