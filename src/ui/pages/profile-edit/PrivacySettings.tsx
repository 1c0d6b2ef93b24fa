import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../app-services';
import { ListControlRow, ListGroup } from '../../components/ListRow';
import { Toggle } from '../../components/Toggle';
import { useLiveState } from '../../hooks/use-live-state';
import type { ProfileEditServices } from '../../../application/profile-edit/profile-edit-services';
import { useEditServices } from './use-edit-services';

type PrivacyFlag = 'hide_profile' | 'hide_vip' | 'hide_level';

const FLAGS: readonly { readonly flag: PrivacyFlag; readonly title: 'privacy.hideProfile' | 'privacy.hideVip' | 'privacy.hideLevel'; readonly testId: string }[] = [
  { flag: 'hide_profile', title: 'privacy.hideProfile', testId: 'privacy-hide-profile' },
  { flag: 'hide_vip', title: 'privacy.hideVip', testId: 'privacy-hide-vip' },
  { flag: 'hide_level', title: 'privacy.hideLevel', testId: 'privacy-hide-level' },
];

/** The privacy switches of the settings page: each saves at once; the server hides the field from everyone else. */
export function PrivacySettings() {
  const services = useEditServices();
  return services === null ? null : <PrivacySwitches services={services} />;
}

function PrivacySwitches({ services }: { services: ProfileEditServices }) {
  const { t } = useTranslation();
  const { toast } = useAppServices();
  const user = useLiveState(services.user$);
  // The switch a tap moved, shown as moved while it saves; the session's value once saved or refused.
  const [saving, setSaving] = useState<{ readonly flag: PrivacyFlag; readonly on: boolean } | null>(null);
  const baseId = useId();
  if (user === null) return null;

  const change = async (flag: PrivacyFlag, on: boolean) => {
    setSaving({ flag, on });
    const outcome = await services.save({ [flag]: on ? 1 : 0 });
    setSaving(null);
    if (!outcome.ok) toast.show({ key: 'privacy.failed' });
  };
  return (
    <ListGroup title={t('privacy.title')}>
      {FLAGS.map(({ flag, title, testId }) => (
        <ListControlRow
          key={flag}
          controlId={`${baseId}-${flag}`}
          title={t(title)}
          {...(flag === 'hide_profile' ? { subtitle: t('privacy.hideProfileHint') } : {})}
          control={<Toggle id={`${baseId}-${flag}`} checked={saving?.flag === flag ? saving.on : user[flag] === 1} disabled={saving !== null} onChange={(on) => void change(flag, on)} data-testid={testId} />}
        />
      ))}
    </ListGroup>
  );
}
