import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/Spinner';

/** The list's placeholder while the chat opens: alternating bubbles. */
export function ChatSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="chat-skeleton" role="status" aria-label={t('chat.loading')} data-testid="chat-loading">
      {[160, 220, 120, 200, 90].map((width, index) => (
        <div key={index} className={index % 2 === 0 ? 'chat-skeleton__row' : 'chat-skeleton__row chat-skeleton__row--mine'}>
          <Skeleton width={width} height={40} />
        </div>
      ))}
    </div>
  );
}
