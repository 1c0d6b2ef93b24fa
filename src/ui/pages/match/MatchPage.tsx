import { useTranslation } from 'react-i18next';
import { MatchArt } from '../../components/illustrations';
import { PageBody, PageShell } from '../../shell/PageShell';
import { TabHero } from '../TabHero';

/** Tab 0. Random matching arrives with the matching work; until then, what it will be. */
export function MatchPage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('tabs.match')} back={false} swipeBack={false} large className="page--hero">
      <PageBody>
        <TabHero art={<MatchArt />} title={t('match.headline')} body={t('match.body')} badge={t('common.comingSoon')} />
      </PageBody>
    </PageShell>
  );
}
