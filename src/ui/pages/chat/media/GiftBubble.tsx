import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GiftAnimationOverlay } from '../gifts/GiftAnimationOverlay';

/** A gift message (001 §3): its icon, title and count; a tap plays its animation again. */
export function GiftBubble({ title, icon, count, svgaUrl, mine }: { title: string; icon: string; count: number; svgaUrl: string; mine: boolean }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(0);
  return (
    <>
      <button type="button" className={`gift-bubble${mine ? ' gift-bubble--mine' : ''}`} data-testid="gift-bubble" aria-label={`${t('chatMedia.playGift')}: ${t('chatMedia.giftMessage', { title, count })}`} onClick={() => setPlaying((n) => n + 1)}>
        {icon ? <img src={icon} alt="" className="gift-bubble__icon" draggable={false} /> : null}
        <span className="gift-bubble__text">
          <span className="gift-bubble__title">{title}</span>
          <span className="gift-bubble__count">×{count}</span>
        </span>
      </button>
      {playing > 0 ? <GiftAnimationOverlay key={playing} playback={{ title, icon, svgaUrl }} onDone={() => setPlaying(0)} /> : null}
    </>
  );
}
