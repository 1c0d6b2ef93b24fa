import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MeSnapshot } from '../../../application/profile/me-view-model';
import { Badge } from '../../components/Badge';
import { useFormat } from '../../hooks/use-format';

interface StatProps {
  value: number | null;
  label: string;
  fresh?: number;
  to?: string;
  testId: string;
}

function Stat({ value, label, fresh = 0, to, testId }: StatProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const content = (
    <>
      <span className="me-stat__value" data-testid={testId} data-value={value ?? undefined}>
        {value === null ? '—' : format.number(value)}
      </span>
      <span className="me-stat__label">{label}</span>
      {fresh > 0 ? (
        <span className="me-stat__new">
          <Badge tone="count" label={t('me.newCount', { count: fresh })}>
            {format.number(fresh)}
          </Badge>
        </span>
      ) : null}
    </>
  );
  return (
    <li>
      {to ? (
        <Link to={to} className="me-stat">
          {content}
        </Link>
      ) : (
        <div className="me-stat">{content}</div>
      )}
    </li>
  );
}

/** Following, fans and visitors, with "new" counters (spec 000 §3 fans_new, visitor_new). */
export function MeStats({ me }: { me: MeSnapshot }) {
  const { t } = useTranslation();
  return (
    <ul className="me-stats">
      <Stat value={me.followingCount} label={t('me.following')} to="/pagesPub/my/my-followings" testId="me-following" />
      <Stat value={me.fansCount} label={t('me.fans')} fresh={me.fansNew} to="/pagesPub/my/my-followings?tab=fans" testId="me-fans" />
      <Stat value={me.visitorCount} label={t('me.visitors')} fresh={me.visitorNew} to="/pagesPub/my/my-followings?tab=visitors" testId="me-visitors" />
    </ul>
  );
}
