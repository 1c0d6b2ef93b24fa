import { useTranslation } from 'react-i18next';
import { BASIC_EMOJI } from '../../../../application/messages/media/basic-emoji';

/** The 64 basic emoji in 8 columns (001 §9); a tap inserts one at the caret. */
export function EmojiPanel({ onPick }: { onPick(emoji: string): void }) {
  const { t } = useTranslation();
  return (
    <div className="composer-panel emoji-panel" role="group" aria-label={t('chatMedia.emoji')} data-testid="emoji-panel">
      <div className="emoji-panel__grid">
        {BASIC_EMOJI.map((emoji) => (
          <button key={emoji} type="button" className="emoji-panel__item" data-testid="emoji-item" onClick={() => onPick(emoji)} aria-label={emoji}>
            {emoji}
          </button>
        ))}
      </div>
    </div>
  );
}
