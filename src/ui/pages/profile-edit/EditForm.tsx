import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { PageBody } from '../../shell/PageShell';
import './profile-edit.css';

/** The frame of a one-field edit page: the field, the error the save met, and the save button with its progress. */
export function EditForm({ children, error, saving, onSave, canSave = true }: { children: ReactNode; error: string | null; saving: boolean; onSave: () => void; canSave?: boolean }) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };
  return (
    <PageBody padded>
      <form className="edit-form" onSubmit={submit} noValidate aria-busy={saving || undefined}>
        {children}
        {error === null ? null : (
          <p className="edit-form__error" role="alert" data-testid="edit-error">
            {error}
          </p>
        )}
        <Button type="submit" block disabled={saving || !canSave} data-testid="edit-save">
          {saving ? t('profileEdit.saving') : t('profileEdit.save')}
        </Button>
      </form>
    </PageBody>
  );
}
