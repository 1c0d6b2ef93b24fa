import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SOCIAL } from '../../../application/social/social.tokens';
import { ListControlRow } from '../../components/ListRow';
import { Toggle } from '../../components/Toggle';
import { useAppServices, useService } from '../../app-services';

/**
 * A host's rest-mode switch on Me (is_rest, 001 §4): on while they rest, so nobody is matched
 * with or calls them. The switch shows the saved state; a failure says so and leaves it.
 */
export function RestModeSwitch({ resting }: { readonly resting: boolean }) {
  const { t } = useTranslation();
  const { toast } = useAppServices();
  const social = useService(SOCIAL);
  const id = useId();
  const [busy, setBusy] = useState(false);

  const change = async (on: boolean) => {
    if (social === null) return;
    setBusy(true);
    const saved = await social.setResting(on);
    setBusy(false);
    if (!saved) toast.show({ key: 'social.rest.failed' });
  };

  return (
    <ListControlRow
      title={t('social.rest.label')}
      subtitle={t('social.rest.hint')}
      controlId={id}
      control={<Toggle id={id} checked={resting} disabled={busy || social === null} onChange={(on) => void change(on)} data-testid="me-rest-toggle" />}
    />
  );
}
