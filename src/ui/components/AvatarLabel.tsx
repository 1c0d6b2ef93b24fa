import { useTranslation } from 'react-i18next';
import { topAvatarLabel, type AvatarLabel as Label } from '../../domain';
import { useInit } from '../hooks/use-init';
import './avatar-label.css';

const TEXT_KEY = { live: 'inbox.live', auth: 'userPage.verified', vip: 'me.vip', new: 'userLabels.new' } as const satisfies Record<Label, string>;

/**
 * The one label an avatar wears (000 §3): of the labels the server gave the card, the
 * first in the operator's priority (init's avatar_rules); nothing when none applies.
 */
export function AvatarLabel({ labels }: { labels: readonly string[] }) {
  const { t } = useTranslation();
  const rules = useInit()?.config.avatar_rules ?? [];
  const label = topAvatarLabel(labels, rules);
  if (label === null) return null;
  return (
    <span className={`avatar-label avatar-label--${label}`} data-testid="avatar-label" data-label={label}>
      {t(TEXT_KEY[label])}
    </span>
  );
}
