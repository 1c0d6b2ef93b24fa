import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RelationRow } from '../../../application/contracts/user/relation-page';
import { ROUTE_PATHS } from '../../../application/navigation/route-paths';
import { Avatar } from '../../components/Avatar';
import { Badge } from '../../components/Badge';
import { DemoBadge } from '../../components/DemoBadge';
import { displayNameOf } from '../../components/display-name';

/** How a row names its user: a hidden profile as 'mystery' plus its number (never the nickname). */
export function useRowName(row: RelationRow): string {
  const { t } = useTranslation();
  return displayNameOf(row, t);
}

/**
 * One user in a list of users (DESIGN.md: `user-row` with `data-uid`): avatar, name, age
 * and country, "new" when the list's owner had not seen them; the link opens their user
 * page, the trailing control is the list's own (follow, unblock).
 */
export function UserRow({ row, action }: { readonly row: RelationRow; readonly action: ReactNode }) {
  const { t } = useTranslation();
  const name = useRowName(row);
  const hidden = row.hide_profile === 1;
  const facts = [row.age === null || hidden ? null : String(row.age), hidden ? null : row.country_flag].filter(Boolean).join(' ');
  return (
    <li className="user-row" data-testid="user-row" data-uid={row.uid}>
      <Link className="user-row__main" to={`${ROUTE_PATHS.userHome}?uid=${row.uid}`}>
        <Avatar src={hidden || row.avatar === '' ? null : row.avatar} alt="" size={44} />
        <span className="user-row__text">
          <span className="user-row__name">
            <bdi>{name}</bdi> <DemoBadge user={row} />
            {row.is_new === 1 ? (
              <Badge tone="count" data-testid="user-row-new">
                {t('social.new')}
              </Badge>
            ) : null}
          </span>
          {facts === '' ? null : <span className="user-row__meta">{facts}</span>}
        </span>
      </Link>
      <span className="user-row__action">{action}</span>
    </li>
  );
}
