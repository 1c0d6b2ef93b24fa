import { useTranslation } from 'react-i18next';
import { isDemoHost, type DemoFlagged } from '../../domain';
import { Badge } from './Badge';

/**
 * "Demo" beside a demo host's name, wherever one appears (issue #11): a demo host is a
 * profile the app plays, so no screen may pass it off as a person. Nothing for anyone else.
 */
export function DemoBadge({ user }: { readonly user: DemoFlagged | null | undefined }) {
  const { t } = useTranslation();
  if (!isDemoHost(user)) return null;
  return (
    <Badge tone="demo" label={t('demo.badgeLabel')} data-testid="demo-badge">
      {t('demo.badge')}
    </Badge>
  );
}
