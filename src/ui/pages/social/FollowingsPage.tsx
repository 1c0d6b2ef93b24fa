import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ROUTE_PATHS } from '../../../application/navigation/route-paths';
import { RELATION_TABS } from '../../../application/social/relation-pages';
import type { SocialServices } from '../../../application/social/social-services';
import { SOCIAL } from '../../../application/social/social.tokens';
import { Spinner } from '../../components/Spinner';
import { useService } from '../../app-services';
import { useQuery } from '../../hooks/use-query';
import { PageShell } from '../../shell/PageShell';
import { FollowButton } from './FollowButton';
import { RelationList } from './RelationList';
import { useRelationList } from './use-relation-list';
import './social.css';

type Tab = (typeof RELATION_TABS)[number];

const tabOf = (value: string | null): Tab => RELATION_TABS.find((tab) => tab === value) ?? 'followings';

/**
 * /pagesPub/my/my-followings (001 §2): following, fans and visitors as tabs (`?tab=fans`,
 * the Me counters link to theirs). Opening fans or visitors clears their "new" counts.
 */
export function FollowingsPage() {
  const { t } = useTranslation();
  const social = useService(SOCIAL);
  const tab = tabOf(useQuery().get('tab'));
  const navigate = useNavigate();
  return (
    <PageShell title={t('pages.followings')}>
      <div className="relation-tabs" role="tablist" aria-label={t('social.tabsLabel')}>
        {RELATION_TABS.map((each) => (
          <button
            key={each}
            type="button"
            role="tab"
            id={`relation-tab-${each}`}
            aria-selected={tab === each}
            aria-controls="relation-panel"
            className={`relation-tabs__tab${tab === each ? ' relation-tabs__tab--active' : ''}`}
            data-testid={`relation-tab-${each}`}
            onClick={() => navigate(`${ROUTE_PATHS.followings}?tab=${each}`, { replace: true })}
          >
            {t(`social.${each}`)}
          </button>
        ))}
      </div>
      <div id="relation-panel" role="tabpanel" aria-labelledby={`relation-tab-${tab}`} className="relation-panel">
        {social === null ? <Spinner /> : <TabList key={tab} social={social} tab={tab} />}
      </div>
    </PageShell>
  );
}

function TabList({ social, tab }: { readonly social: SocialServices; readonly tab: Tab }) {
  const list = useRelationList(social, tab);
  return (
    <RelationList
      kind={tab}
      {...list}
      actionOf={(row) => <FollowButton row={row} social={social} onFollowChanged={(isFollow) => list.update(row.uid, { is_follow: isFollow })} />}
    />
  );
}
