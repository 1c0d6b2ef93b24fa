import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServiceMessage } from '../../../application/contracts/services/service-message';
import type { PendingServiceMessage } from '../../../application/service/service-chat';
import { CHAT_TYPE, MSG_TYPE, SYSTEM_USER_ID } from '../../../domain/constants';
import { messageMenu } from '../../../domain/messages/message-menu';
import { SERVICE_RATING_MAX } from '../../../domain/service/service-session';
import { useAppServices } from '../../app-services';
import { Spinner } from '../../components/Spinner';
import { CopyIcon } from '../../components/icons/page-icons';
import { IconButton } from '../../components/IconButton';
import { useFormat } from '../../hooks/use-format';

/** What a message says as text ('' for the rating given: its words are the view's). */
const textOf = (message: ServiceMessage): string => (message.msg_type === MSG_TYPE.serviceRated ? '' : message.msg_content.content);

/**
 * One message of the customer-service chat. The assistant's avatar is a picture, not a
 * control: tapping it does nothing (001 §6). Copy is offered for texts and guide messages,
 * with the guide's tip; there is no report here (001 §6).
 */
export function ServiceMessageRow({ message, onAsk, askDisabled, children }: { message: ServiceMessage; onAsk: (id: string, title: string) => void; askDisabled: boolean; children?: ReactNode }) {
  const { t } = useTranslation();
  const { toast } = useAppServices();
  const { number } = useFormat();
  const mine = message.from === 'user';
  const menu = messageMenu({ send_uid: mine ? 0 : SYSTEM_USER_ID, msg_type: message.msg_type, chat_type: CHAT_TYPE.assistant, chat_id: SYSTEM_USER_ID }, 0);
  const text = textOf(message);
  const copy = () =>
    void navigator.clipboard?.writeText(text).then(
      () => toast.show({ key: menu.copyTip ? 'serviceChat.copyTip' : 'common.copied' }),
      () => toast.show({ key: 'common.deviceNotSupported' }),
    );
  return (
    <li className={`service-row service-row--${mine ? 'mine' : 'theirs'}`} data-testid="cs-message" data-from={message.from} data-type={message.msg_type}>
      {mine ? null : (
        <span className="service-row__avatar" aria-hidden="true">
          {message.from === 'agent' ? '☺' : 'G'}
        </span>
      )}
      <div className="service-row__body">
        {mine ? null : <span className="service-row__name">{t(message.from === 'agent' ? 'serviceChat.agentName' : 'serviceChat.assistantName')}</span>}
        <div className={`service-bubble${message.msg_type === MSG_TYPE.serviceRating ? ' service-bubble--notice' : ''}`}>
          {message.msg_type === MSG_TYPE.serviceRated ? (
            <p className="service-bubble__text">
              {t(message.msg_content.resolved === 1 ? 'serviceChat.ratedResolved' : 'serviceChat.ratedUnresolved', { value: number(message.msg_content.rating), max: number(SERVICE_RATING_MAX) })}
            </p>
          ) : (
            <p className="service-bubble__text" dir="auto">{text}</p>
          )}
          {message.msg_type === MSG_TYPE.aiIssueGuide && message.msg_content.questions.length > 0 ? (
            <ul className="service-questions" aria-label={t('serviceChat.commonQuestions')}>
              {message.msg_content.questions.map((question) => (
                <li key={question.id}>
                  <button type="button" className="service-questions__item" disabled={askDisabled} onClick={() => onAsk(question.id, question.title)} data-testid="cs-question" data-question-id={question.id}>
                    {question.title}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {children}
        </div>
      </div>
      {menu.copy && text !== '' ? (
        <IconButton className="service-row__copy" label={t('serviceChat.copy')} onClick={copy}>
          <CopyIcon small />
        </IconButton>
      ) : null}
    </li>
  );
}

/** A message of the user's on its way, or failed with a retry. */
export function PendingRow({ pending, onRetry }: { pending: PendingServiceMessage; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <li className="service-row service-row--mine" data-testid="cs-message" data-from="user" data-type={pending.msgType} data-status={pending.failed ? 'failed' : 'sending'}>
      <div className="service-row__body">
        <div className="service-bubble">
          <p className="service-bubble__text" dir="auto">{pending.text}</p>
        </div>
        {pending.failed ? (
          <button type="button" className="service-row__retry" onClick={onRetry} data-testid="cs-retry">
            {t('serviceChat.notSent')}
          </button>
        ) : (
          <span className="service-row__sending">
            <Spinner small label={t('serviceChat.sending')} />
          </span>
        )}
      </div>
    </li>
  );
}
