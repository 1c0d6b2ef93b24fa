import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiscoverFilter } from '../../../application/contracts/discover/list.contract';
import { SPOKEN_LANGUAGES } from '../../../domain';

/** Areas of /other/region by their UN M49 id; countries come from Intl in the viewer's language. */
const AREAS = ['002', '142', '150', '021', '419', '009'] as const;

/**
 * The feed's filters: gender, country or region, and the spoken language (every ISO 639-1
 * language, named in the viewer's language). Each change starts the feed over.
 */
export function DiscoverFilters({ filter, onChange }: { filter: DiscoverFilter; onChange: (next: DiscoverFilter) => void }) {
  const { t, i18n } = useTranslation();
  const languages = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'language', fallback: 'code' });
    const collator = new Intl.Collator(i18n.language);
    return SPOKEN_LANGUAGES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => collator.compare(a.name, b.name));
  }, [i18n.language]);
  const regions = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region', fallback: 'code' });
    return AREAS.map((id) => ({ id, name: names.of(id) ?? id }));
  }, [i18n.language]);
  const region = filter.area ?? '';
  const without = <K extends keyof DiscoverFilter>(key: K): DiscoverFilter => {
    const { [key]: _dropped, ...rest } = filter;
    return rest;
  };
  return (
    <fieldset className="discover-filters">
      <legend className="visually-hidden">{t('discoverFeed.filters')}</legend>
      <label className="discover-filters__field">
        <span>{t('discoverFeed.gender')}</span>
        <select data-testid="discover-filter" data-filter="sex" value={filter.sex ?? ''} onChange={(event) => onChange(event.target.value === '' ? without('sex') : { ...filter, sex: Number(event.target.value) as 1 | 2 })}>
          <option value="">{t('discoverFeed.anyGender')}</option>
          <option value="2">{t('discoverFeed.women')}</option>
          <option value="1">{t('discoverFeed.men')}</option>
        </select>
      </label>
      <label className="discover-filters__field">
        <span>{t('discoverFeed.region')}</span>
        <select data-testid="discover-filter" data-filter="area" value={region} onChange={(event) => onChange(event.target.value === '' ? without('area') : { ...without('country'), area: event.target.value })}>
          <option value="">{t('discoverFeed.anyRegion')}</option>
          {regions.map((area) => (
            <option key={area.id} value={area.id}>
              {area.name}
            </option>
          ))}
        </select>
      </label>
      <label className="discover-filters__field">
        <span>{t('discoverFeed.language')}</span>
        <select data-testid="discover-filter" data-filter="language" value={filter.language ?? ''} onChange={(event) => onChange(event.target.value === '' ? without('language') : { ...filter, language: event.target.value })}>
          <option value="">{t('discoverFeed.anyLanguage')}</option>
          {languages.map((language) => (
            <option key={language.code} value={language.code}>
              {language.name}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}
