import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ProfileEditServices } from '../../../application/profile-edit/profile-edit-services';
import type { ProfileChanges } from '../../../application/profile-edit/save-profile';
import { useAppServices } from '../../app-services';

/**
 * One edit page's save: progress while it runs, back to the profile once saved, and the
 * server's reason shown on the page when refused (the field keeps what was typed, the
 * profile its old value).
 */
export function useProfileSave(services: ProfileEditServices) {
  const { toast } = useAppServices();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async (changes: ProfileChanges) => {
    if (saving) return;
    setSaving(true);
    setError(null);
    const outcome = await services.save(changes);
    setSaving(false);
    if (!outcome.ok) return setError(outcome.error.message);
    toast.show({ key: 'profileEdit.saved' });
    navigate(-1);
  };
  return { saving, error, save, setError };
}
