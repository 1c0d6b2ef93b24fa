import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Country } from '../../../application/contracts/other/region.contract';
import type { ProfileEditServices } from '../../../application/profile-edit/profile-edit-services';
import { useAppServices } from '../../app-services';
import { ErrorState } from '../../components/ErrorState';
import { ListButtonRow, ListGroup } from '../../components/ListRow';
import { Spinner } from '../../components/Spinner';
import { useLiveState } from '../../hooks/use-live-state';
import { PageShell } from '../../shell/PageShell';
import { EditForm } from './EditForm';
import { useEditServices } from './use-edit-services';
import { useProfileSave } from './use-profile-save';

/** /pagesPub/edit/country: the country, from /other/region (named in the app's language, with flags, cached by version). */
export function EditCountryPage() {
  const { t } = useTranslation();
  const services = useEditServices();
  return <PageShell title={t('pages.editCountry')}>{services === null ? <Spinner /> : <EditCountry services={services} />}</PageShell>;
}

function EditCountry({ services }: { services: ProfileEditServices }) {
  const { t } = useTranslation();
  const { language } = useAppServices();
  const current = useLiveState(language.language$);
  const user = useLiveState(services.user$);
  const [countries, setCountries] = useState<readonly Country[] | null | 'loading'>('loading');
  const [chosen, setChosen] = useState(user?.country_code ?? '');
  const { saving, error, save } = useProfileSave(services);

  const load = useCallback(async () => {
    setCountries('loading');
    setCountries(await services.countries(current));
  }, [services, current]);
  useEffect(() => {
    void load();
  }, [load]);

  if (countries === 'loading') return <Spinner />;
  if (countries === null) return <ErrorState title={t('profileEdit.countriesError')} body={t('callScreens.errorBody')} retryLabel={t('callScreens.retry')} onRetry={() => void load()} />;
  return (
    <EditForm error={error} saving={saving} onSave={() => void save({ country_code: chosen })} canSave={chosen !== ''}>
      <ListGroup>
        {countries.map((country) => (
          <ListButtonRow
            key={country.code}
            icon={<span aria-hidden="true">{country.flag}</span>}
            title={country.name}
            selected={country.code === chosen}
            onClick={() => setChosen(country.code)}
            data={{ 'data-testid': 'edit-country-option', 'data-code': country.code }}
          />
        ))}
      </ListGroup>
    </EditForm>
  );
}
