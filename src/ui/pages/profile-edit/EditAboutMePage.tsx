import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileEditServices } from '../../../application/profile-edit/profile-edit-services';
import { ABOUT_ME_MAX_CHARS, editedAboutMe } from '../../../domain';
import { Spinner } from '../../components/Spinner';
import { useLiveState } from '../../hooks/use-live-state';
import { PageShell } from '../../shell/PageShell';
import { EditForm } from './EditForm';
import { fieldErrorText } from './field-error-text';
import { useEditServices } from './use-edit-services';
import { useProfileSave } from './use-profile-save';

/** /pagesPub/edit/about-me: "about me" (the signature), at most ABOUT_ME_MAX_CHARS letters; empty clears it. */
export function EditAboutMePage() {
  const { t } = useTranslation();
  const services = useEditServices();
  return <PageShell title={t('pages.editAboutMe')}>{services === null ? <Spinner /> : <EditAboutMe services={services} />}</PageShell>;
}

function EditAboutMe({ services }: { services: ProfileEditServices }) {
  const { t } = useTranslation();
  const user = useLiveState(services.user$);
  const [value, setValue] = useState(user?.signature ?? '');
  const { saving, error, save, setError } = useProfileSave(services);
  const ids = { field: useId(), hint: useId() };
  const onSave = () => {
    const checked = editedAboutMe(value);
    if (!checked.ok) return setError(fieldErrorText(t, checked.error));
    void save({ signature: checked.value });
  };
  return (
    <EditForm error={error} saving={saving} onSave={onSave}>
      <div className="field">
        <label className="field__label" htmlFor={ids.field}>
          {t('profileEdit.aboutMe')}
        </label>
        <textarea id={ids.field} className="edit-form__textarea" value={value} rows={5} onChange={(event) => setValue(event.target.value)} aria-describedby={ids.hint} data-testid="edit-about-input" />
        <p id={ids.hint} className="field__hint">
          {t('profileEdit.lettersLeft', { count: Math.max(0, ABOUT_ME_MAX_CHARS - [...value.trim()].length) })}
        </p>
      </div>
    </EditForm>
  );
}
