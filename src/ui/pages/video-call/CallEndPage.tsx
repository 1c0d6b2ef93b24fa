import { useTranslation } from 'react-i18next';
import { CALLS } from '../../../application/calls/calls.tokens';
import { useService } from '../../app-services';
import type { CallServices } from '../../../application/calls/create-call-services';
import { CALL_TYPE, MS_PER_SECOND, isDemoHost } from '../../../domain';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Spinner } from '../../components/Spinner';
import { useLiveState } from '../../hooks/use-live-state';
import { PeerCard } from '../../popups/calls/PeerCard';
import { PageBody, PageShell } from '../../shell/PageShell';
import { useGoBack } from '../../shell/use-go-back';
import { CallReceipt, CoinsSpent } from './CallReceipt';
import { formatCallTime } from './use-elapsed';
import './video-call.css';

/** /pages/video-call/call-end: the summary of the call that just ended — who, how long, what it cost, why it ended. */
export function CallEndPage() {
  const services = useService(CALLS);
  return services === null ? <Spinner /> : <CallEndSummary services={services} />;
}

function CallEndSummary({ services }: { services: CallServices }) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const view = useLiveState(services.calls.view$);
  const { peer, connectedAt, endedAt, endText, coins, lastCall, roomId } = view;
  const seconds = connectedAt !== null && endedAt !== null ? Math.max(0, Math.round((endedAt - connectedAt) / MS_PER_SECOND)) : 0;

  const done = () => {
    services.calls.dismissEnd();
    goBack();
  };
  const again = (video: boolean) => {
    if (peer === null) return;
    services.calls.dismissEnd();
    void services.calls.dial({ peer, callType: video ? CALL_TYPE.video : CALL_TYPE.voice, fromType: 'call_end' });
  };

  return (
    <PageShell title={t('callScreens.endTitle')}>
      <PageBody padded>
        {peer === null ? (
          <EmptyState title={t('callScreens.noSummary')} actions={<Button onClick={goBack}>{t('callScreens.done')}</Button>} data-testid="call-end-empty" />
        ) : (
          <div className="call-end" data-testid="call-end-page">
            <PeerCard peer={peer} />
            {endText === null ? null : <p className="call-end__reason" data-testid="call-end-page-reason">{t(endText.key, endText.params ?? {})}</p>}
            <p data-testid="call-end-duration">{t('callScreens.duration', { time: formatCallTime(seconds) })}</p>
            <CoinsSpent roomId={roomId === null ? null : Number(roomId)} billed={coins} />
            {isDemoHost(peer) ? <p data-testid="call-end-demo-free">{t('demo.free')}</p> : null}
            {roomId === null ? null : (
              // The receipt says what the call cost in the end (refunds included), signed by the server.
              <section className="call-receipt" data-testid="call-receipt" aria-label={t('fairBilling.receipt.title')}>
                <h2 className="call-receipt__title">{t('fairBilling.receipt.title')}</h2>
                <CallReceipt roomId={Number(roomId)} />
              </section>
            )}
            <div className="call-end__actions">
              <Button block data-testid="call-end-again" onClick={() => again(lastCall?.video ?? true)}>
                {t('callScreens.callAgain')}
              </Button>
              <Button block variant="secondary" data-testid="call-end-done" onClick={done}>
                {t('callScreens.done')}
              </Button>
            </div>
          </div>
        )}
      </PageBody>
    </PageShell>
  );
}
