import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileEditServices } from '../../../application/profile-edit/profile-edit-services';
import { editedSpokenLanguages, SPOKEN_LANGUAGE_CODES, SPOKEN_LANGUAGES_MAX, spokenLanguagesOf, toggleSpokenLanguage } from '../../../domain';
import { ListButtonRow, ListGroup } from '../../components/ListRow';
import { Spinner } from '../../components/Spinner';
import { useFormat } from '../../hooks/use-format';
import { useLiveState } from '../../hooks/use-live-state';
import { PageShell } from '../../shell/PageShell';
import { EditForm } from './EditForm';
import { fieldErrorText } from './field-error-text';
import { useEditServices } from './use-edit-services';
import { useProfileSave } from './use-profile-save';

/** /pagesPub/edit/languages: the languages one speaks (every ISO 639-1 language, named by the browser), at most SPOKEN_LANGUAGES_MAX. */
export function EditLanguagesPage() {
  const { t } = useTranslation();
  const services = useEditServices();
  return <PageShell title={t('profileEdit.languages')}>{services === null ? <Spinner /> : <EditLanguages services={services} />}</PageShell>;
}

/**
 * Language names in the interface language, sorted as it sorts. A code the browser cannot
 * name is left out rather than shown as a bare code (still well over 100 remain).
 */
function languageNames(locale: string): { readonly code: string; readonly name: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' });
  const collator = new Intl.Collator(locale);
  return SPOKEN_LANGUAGE_CODES.flatMap((code) => {
    const name = names.of(code);
    return name === undefined ? [] : [{ code, name }];
  }).sort((a, b) => collator.compare(a.name, b.name));
}

function EditLanguages({ services }: { services: ProfileEditServices }) {
  const { t } = useTranslation();
  const format = useFormat();
  const user = useLiveState(services.user$);
  const [selected, setSelected] = useState<readonly string[]>(() => spokenLanguagesOf(user?.speak_language ?? ''));
  const { saving, error, save, setError } = useProfileSave(services);
  const options = useMemo(() => languageNames(format.locale), [format.locale]);
  const toggle = (code: string) => {
    const next = toggleSpokenLanguage(selected, code);
    if (!next.ok) return setError(fieldErrorText(t, next.error));
    setError(null);
    setSelected(next.value);
  };
  const onSave = () => {
    const checked = editedSpokenLanguages(selected);
    if (!checked.ok) return setError(fieldErrorText(t, checked.error));
    void save({ speak_language: checked.value });
  };
  return (
    <EditForm error={error} saving={saving} onSave={onSave}>
      <p className="edit-form__lead" role="status">
        {t('profileEdit.languagesChosen', { count: selected.length, max: SPOKEN_LANGUAGES_MAX })}
      </p>
      <ListGroup>
        {options.map((option) => (
          <ListButtonRow
            key={option.code}
            title={option.name}
            lang={option.code}
            selected={selected.includes(option.code)}
            onClick={() => toggle(option.code)}
            data={{ 'data-testid': 'edit-language-option', 'data-lang': option.code }}
          />
        ))}
      </ListGroup>
    </EditForm>
  );
}
