import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileEditServices } from '../../../application/profile-edit/profile-edit-services';
import { editedNickname, NICKNAME_MAX_LETTERS } from '../../../domain';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { useLiveState } from '../../hooks/use-live-state';
import { PageShell } from '../../shell/PageShell';
import { EditForm } from './EditForm';
import { fieldErrorText } from './field-error-text';
import { useEditServices } from './use-edit-services';
import { useProfileSave } from './use-profile-save';

/** /pagesPub/edit/nickname: the nickname, at most NICKNAME_MAX_LETTERS letters. */
export function EditNicknamePage() {
  const { t } = useTranslation();
  const services = useEditServices();
  return <PageShell title={t('pages.editNickname')}>{services === null ? <Spinner /> : <EditNickname services={services} />}</PageShell>;
}

function EditNickname({ services }: { services: ProfileEditServices }) {
  const { t } = useTranslation();
  const user = useLiveState(services.user$);
  const [value, setValue] = useState(user?.nickname ?? '');
  const { saving, error, save, setError } = useProfileSave(services);
  const onSave = () => {
    const checked = editedNickname(value);
    if (!checked.ok) return setError(fieldErrorText(t, checked.error));
    void save({ nickname: checked.value });
  };
  return (
    <EditForm error={error} saving={saving} onSave={onSave}>
      <TextField
        label={t('profileEdit.nickname')}
        value={value}
        onChange={setValue}
        autoComplete="nickname"
        hint={t('profileEdit.lettersLeft', { count: Math.max(0, NICKNAME_MAX_LETTERS - [...value.trim()].length) })}
        data-testid="edit-nickname-input"
      />
    </EditForm>
  );
}
