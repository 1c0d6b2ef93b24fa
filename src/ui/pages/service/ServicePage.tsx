import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MSG_TYPE } from '../../../domain/constants';
import type { ServiceChat, ServiceOutcome } from '../../../application/service/service-chat';
import { SERVICE, type ServiceServices } from '../../../application/service/service.tokens';
import { isOfflineError } from '../../../application/wallet/loadable';
import { useAppServices, useService } from '../../app-services';
import { Button } from '../../components/Button';
import { ErrorState } from '../../components/ErrorState';
import { Spinner } from '../../components/Spinner';
import { useFormat } from '../../hooks/use-format';
import { useLiveState } from '../../hooks/use-live-state';
import { useOnline } from '../../hooks/use-online';
import { PageShell } from '../../shell/PageShell';
import { ServiceComposer } from './ServiceComposer';
import { PendingRow, ServiceMessageRow } from './ServiceMessageRow';
import { ServiceRating } from './ServiceRating';
import './service.css';

/**
 * /pagesMsg/chatAss/index (001 §2, §6; issue #16): customer service — the AI issue guide and
 * its common questions, free questions, "talk to a person" and the rating that ends a session.
 */
export function ServicePage() {
  const { t } = useTranslation();
  const services = useService(SERVICE);
  return (
    <PageShell title={t('pages.assistant')} className="service-page">
      {services === null ? <Spinner /> : <ServiceScreen services={services} />}
    </PageShell>
  );
}

function ServiceScreen({ services }: { services: ServiceServices }) {
  const chat = useMemo(() => services.createChat(), [services]);
  useEffect(() => {
    void chat.open();
    return () => chat.close();
  }, [chat]);
  return <ServiceConversation chat={chat} />;
}

function ServiceConversation({ chat }: { chat: ServiceChat }) {
  const { t } = useTranslation();
  const { toast, confirm } = useAppServices();
  const { number } = useFormat();
  const view = useLiveState(chat.view$);
  const online = useOnline();
  const end = useRef<HTMLDivElement>(null);
  const status = view.session?.status ?? null;
  const count = view.messages.length + view.pending.length;

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count, status]);

  const send = (text: string): boolean => {
    if (chat.sendText(text) === 'sending') return true;
    void confirm.ask({ body: { key: 'msg.msgNullTip' }, confirmLabel: { key: 'common.gotIt' }, cancelLabel: null });
    return false;
  };
  const sayFailure = (outcome: ServiceOutcome) => {
    if (!outcome.ok) toast.show(outcome.msg ? { text: outcome.msg } : { key: 'serviceChat.actionFailed' });
  };
  const talkToPerson = () => void chat.talkToPerson().then(sayFailure);
  const endChat = () => void chat.end().then(sayFailure);
  const rate = (rating: number, resolved: boolean) =>
    chat.rate(rating, resolved).then((outcome) => {
      toast.show(outcome.ok ? { key: 'serviceChat.thanks' } : outcome.msg ? { text: outcome.msg } : { key: 'serviceChat.actionFailed' });
      return outcome.ok;
    });

  let body;
  if (view.phase === 'loading') {
    body = <Spinner />;
  } else if (view.phase === 'error') {
    const offline = view.errorCode !== null && isOfflineError(view.errorCode);
    body = <ErrorState title={t('serviceChat.loadError')} body={t(offline ? 'serviceChat.loadErrorOffline' : 'serviceChat.loadErrorBody')} retryLabel={t('common.retry')} onRetry={() => void chat.open()} />;
  } else {
    const lastRequest = [...view.messages].reverse().find((m) => m.msg_type === MSG_TYPE.serviceRating)?.id ?? null;
    body = (
      <ol className="service-list" aria-label={t('pages.assistant')}>
        {view.messages.map((message) => (
          <ServiceMessageRow key={message.id} message={message} onAsk={(id, title) => chat.ask(id, title)} askDisabled={status !== 'assistant'}>
            {message.id === lastRequest && status === 'closed' ? <ServiceRating busy={view.busy} onRate={rate} /> : null}
          </ServiceMessageRow>
        ))}
        {view.pending.map((pending) => (
          <PendingRow key={pending.clientMsgId} pending={pending} onRetry={() => chat.retry(pending.clientMsgId)} />
        ))}
      </ol>
    );
  }

  return (
    <>
      {!online ? (
        <p className="service-banner service-banner--offline" role="status" data-testid="cs-offline">
          {t('serviceChat.offline')}
        </p>
      ) : null}
      {status === 'queued' ? (
        <p className="service-banner" role="status" data-testid="cs-queue">
          {t('serviceChat.queued', { position: number(view.session?.queue_position ?? 1) })}
        </p>
      ) : null}
      {status === 'human' ? (
        <p className="service-banner" role="status" data-testid="cs-with-person">
          {t('serviceChat.withPerson')}
        </p>
      ) : null}
      <main className="service-page__body">
        {body}
        <div ref={end} />
      </main>
      {view.phase === 'ready' && (status === 'assistant' || status === 'queued' || status === 'human') ? (
        <div className="service-actions">
          {status === 'assistant' ? (
            <Button size="small" variant="secondary" busy={view.busy} onClick={talkToPerson} data-testid="cs-human">
              {t('serviceChat.talkToPerson')}
            </Button>
          ) : null}
          <Button size="small" variant="ghost" busy={view.busy} onClick={endChat} data-testid="cs-end">
            {t('serviceChat.end')}
          </Button>
        </div>
      ) : null}
      <ServiceComposer onSend={send} disabled={view.phase !== 'ready'} />
    </>
  );
}
