import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CALLS } from '../../../application/calls/calls.tokens';
import { useService } from '../../app-services';
import type { MatchStore } from '../../../application/match/match-store';
import { MatchArt } from '../../components/illustrations';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { useLiveState } from '../../hooks/use-live-state';
import { PageBody, PageShell } from '../../shell/PageShell';
import { TabHero } from '../TabHero';
import { ROUTE_PATHS } from '../../../application/navigation/route-paths';
import { matchBackgroundOf } from '../../../application/look/app-look';
import { useInit } from '../../hooks/use-init';
import './match.css';
import { MessagesShortcut } from '../message/MessagesShortcut';

/** Tab 0: one tap starts a random match; the price and the free matches left are shown. */
export function MatchPage() {
  const { t } = useTranslation();
  const services = useService(CALLS);
  return (
    <PageShell title={t('tabs.match')} back={false} swipeBack={false} large className="page--hero" trailing={<MessagesShortcut />}>
      <PageBody>
        <MatchBackground />
        <TabHero art={<MatchArt />} title={t('match.headline')} body="">
          {services === null ? <Spinner /> : <MatchStart match={services.match} />}
        </TabHero>
      </PageBody>
    </PageShell>
  );
}

/** The operator's background image behind the matching page (/profile/init `match_bg`); nothing when unset or not loadable. */
function MatchBackground() {
  const url = matchBackgroundOf(useInit()?.match_bg);
  if (url === null) return null;
  return <div className="match-bg" data-testid="match-bg" aria-hidden="true" style={{ backgroundImage: `url("${url}")` }} />;
}

function MatchStart({ match }: { match: MatchStore }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const view = useLiveState(match.view$);
  useEffect(() => {
    void match.refresh();
  }, [match]);
  const info = view.info;
  // What a match costs this user after the free ones: half for VIP members (000 §3).
  const price = view.listPrice ?? info?.free_user_match_price ?? 0;
  const start = () => {
    navigate(ROUTE_PATHS.matching);
    void match.start();
  };
  return (
    <div className="match-start">
      {info === null ? null : (
        <p data-testid="match-price" data-coins={price} data-free={info.match_free_count}>
          {info.match_free_count > 0 ? (
            <>
              {t('callUi.matchFree', { count: info.match_free_count })} · {t('callUi.matchPrice', { coins: price })}
            </>
          ) : (
            t('callUi.matchPrice', { coins: price })
          )}
        </p>
      )}
      <Button block data-testid="match-start" onClick={start}>
        {t('callUi.matchStart')}
      </Button>
    </div>
  );
}
