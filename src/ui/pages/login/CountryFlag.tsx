import { useEffect, useState } from 'react';

/** The flag of an ISO 3166 alpha-2 code, decorative (the country's name is next to it). */
export function CountryFlag({ code }: { code: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    setUrl(null);
    void import('./flag-urls')
      .then(({ flagUrl }) => flagUrl(code))
      .then((loaded) => current && setUrl(loaded));
    return () => {
      current = false;
    };
  }, [code]);
  return <span className="country-select__flag" aria-hidden="true" style={url ? { backgroundImage: `url("${url}")` } : undefined} data-testid="profile-country-flag" data-country={code} />;
}
