import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CALLS } from '../../../application/calls/calls.tokens';
import { useService } from '../../app-services';
import type { CallStore } from '../../../application/calls/call-store';
import type { MatchStore } from '../../../application/match/match-store';
import { isDemoHost } from '../../../domain';
import { Button } from '../../components/Button';
import { DemoBadge } from '../../components/DemoBadge';
import { Spinner } from '../../components/Spinner';
import { useLiveState } from '../../hooks/use-live-state';
import type { TranslationKey } from '../../i18n/translation-key';
import { PageBody, PageShell } from '../../shell/PageShell';
import { dialRefusalKey } from '../video-call/call-texts';
import { useGoBack } from '../../shell/use-go-back';

/** /pages/match/matching: finding (the animation), matched, then the call screen takes over. */
export function MatchingPage() {
  const { t } = useTranslation();
  const services = useService(CALLS);
  return (
    <PageShell title={t('pages.matching')}>
      <PageBody padded>{services === null ? <Spinner /> : <Matching match={services.match} calls={services.calls} />}</PageBody>
    </PageShell>
  );
}

function Matching({ match, calls }: { match: MatchStore; calls: CallStore }) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const view = useLiveState(match.view$);
  useEffect(() => {
    calls.setScreen('matching');
    return () => {
      calls.setScreen('other');
      match.reset();
    };
  }, [calls, match]);

  let status: string;
  if (view.phase === 'matched') status = t('callUi.matchFound', { name: view.partner?.nickname ?? '' });
  // A refused start says why (a spending limit, maintenance about to start…), as a refused call does.
  else if (view.phase === 'idle' && view.error !== null) status = t(dialRefusalKey(view.error));
  else if (view.phase === 'idle') status = t(view.stopped === 'balance' ? 'callUi.matchBalance' : view.stopped === null ? 'callUi.matchStart' : ('callUi.matchStopped' satisfies TranslationKey));
  else status = t('callUi.matchFinding');

  const cancel = () => {
    void match.close();
    goBack();
  };
  return (
    <div className="matching">
      {view.phase === 'finding' || view.phase === 'starting' ? <Spinner /> : null}
      <p data-testid="match-status" data-phase={view.phase} role="status">
        {status}
      </p>
      {view.phase === 'matched' && isDemoHost(view.partner) ? (
        <p className="matching__demo" data-testid="match-demo-note">
          <DemoBadge user={view.partner} /> {t('demo.free')}
        </p>
      ) : null}
      {view.phase === 'idle' ? (
        <Button block data-testid="match-start" onClick={() => void match.start()}>
          {t('callUi.matchStart')}
        </Button>
      ) : (
        <Button block variant="secondary" data-testid="match-cancel" onClick={cancel}>
          {t('callUi.matchCancel')}
        </Button>
      )}
    </div>
  );
}
