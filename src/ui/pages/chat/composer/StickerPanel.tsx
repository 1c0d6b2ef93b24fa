import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STICKER_PACK_LIST, type Sticker } from '../../../../application/messages/media/sticker-packs';

/** The sticker packs (001 §9: 13 packs, 5 per row): a strip of packs, the chosen pack's grid. */
export function StickerPanel({ onPick, disabled }: { onPick(sticker: Sticker): void; disabled?: boolean }) {
  const { t } = useTranslation();
  const [packIndex, setPackIndex] = useState(0);
  const pack = STICKER_PACK_LIST[packIndex] ?? STICKER_PACK_LIST[0];
  if (pack === undefined) return null;
  return (
    <div className="composer-panel sticker-panel" data-testid="sticker-panel">
      <div className="sticker-panel__grid" role="group" aria-label={t('chatMedia.stickerPack', { name: pack.id })}>
        {pack.stickers.map((sticker) => (
          <button key={sticker.url} type="button" className="sticker-panel__item" data-testid="sticker-item" disabled={disabled} onClick={() => onPick(sticker)} aria-label={t('chatMedia.sticker', { n: sticker.stickerId })}>
            <img src={sticker.url} alt="" loading="lazy" draggable={false} />
          </button>
        ))}
      </div>
      <div className="sticker-panel__packs" role="tablist" aria-label={t('chatMedia.stickers')}>
        {STICKER_PACK_LIST.map((entry, index) => (
          <button
            key={entry.id}
            type="button"
            role="tab"
            aria-selected={index === packIndex}
            className={`sticker-panel__pack${index === packIndex ? ' sticker-panel__pack--active' : ''}`}
            data-testid="sticker-pack"
            aria-label={t('chatMedia.stickerPack', { name: entry.id })}
            onClick={() => setPackIndex(index)}
          >
            <img src={entry.stickers[0]?.url} alt="" draggable={false} />
          </button>
        ))}
      </div>
    </div>
  );
}
