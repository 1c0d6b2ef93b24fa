import { useTranslation } from 'react-i18next';

const GREETINGS = ['hi', 'day', 'meet', 'from'] as const;

/** The strip of greetings an empty chat offers (001 §2): one tap sends it, plus the say-hi button. */
export function QuickGreetings({ onPick, onSayHi, disabled }: { onPick(text: string): void; onSayHi(): void; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="quick-greetings" data-testid="chat-greetings">
      <p className="quick-greetings__title">
        <strong>{t('chat.emptyTitle')}</strong> {t('chat.emptyBody')}
      </p>
      <div className="quick-greetings__row">
        {GREETINGS.map((id) => (
          <button key={id} type="button" className="chip" disabled={disabled} onClick={() => onPick(t(`chat.greetings.${id}`))} data-testid="chat-greeting">
            {t(`chat.greetings.${id}`)}
          </button>
        ))}
        <button type="button" className="chip chip--accent" disabled={disabled} onClick={onSayHi} data-testid="chat-say-hi">
          👋 {t('chat.sayHi')}
        </button>
      </div>
    </div>
  );
}
