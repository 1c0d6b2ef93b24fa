import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileEditServices } from '../../../application/profile-edit/profile-edit-services';
import { CLOCK } from '../../../application/ports/port-tokens';
import { validateBirthday } from '../../../domain';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { useService } from '../../app-services';
import { useLiveState } from '../../hooks/use-live-state';
import { PageShell } from '../../shell/PageShell';
import { EditForm } from './EditForm';
import { useEditServices } from './use-edit-services';
import { useProfileSave } from './use-profile-save';

/** /pagesPub/edit/age: the birthday, 18 or older by the domain's rule (others see the age, never the date). */
export function EditAgePage() {
  const { t } = useTranslation();
  const services = useEditServices();
  const clock = useService(CLOCK);
  return <PageShell title={t('pages.editAge')}>{services === null || clock === null ? <Spinner /> : <EditAge services={services} now={clock} />}</PageShell>;
}

function EditAge({ services, now }: { services: ProfileEditServices; now: () => number }) {
  const { t } = useTranslation();
  const user = useLiveState(services.user$);
  const [value, setValue] = useState(user?.birthday ?? '');
  const { saving, error, save, setError } = useProfileSave(services);
  const onSave = () => {
    const checked = validateBirthday(value, new Date(now()));
    if (!checked.ok) return setError(t(`error.${checked.error.code}`, 'min' in checked.error ? { min: checked.error.min } : {}));
    void save({ birthday: checked.value });
  };
  return (
    <EditForm error={error} saving={saving} onSave={onSave}>
      <TextField label={t('profileEdit.birthday')} type="date" value={value} onChange={setValue} data-testid="edit-birthday-input" />
    </EditForm>
  );
}
