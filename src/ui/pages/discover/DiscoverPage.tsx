import { useTranslation } from 'react-i18next';
import { DiscoverArt } from '../../components/illustrations';
import { GamesStrip } from '../../games/GamesStrip';
import { PageBody, PageShell } from '../../shell/PageShell';
import { TabHero } from '../TabHero';
import { LiveSection } from '../live/LiveSection';

/** Tab 1. The discover feed arrives later; until then, what it will be. */
export function DiscoverPage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('tabs.discover')} back={false} swipeBack={false} large className="page--hero">
      <PageBody>
        <LiveSection />
        <GamesStrip />
        <TabHero art={<DiscoverArt />} title={t('discover.headline')} body={t('discover.body')} badge={t('common.comingSoon')} />
      </PageBody>
    </PageShell>
  );
}
