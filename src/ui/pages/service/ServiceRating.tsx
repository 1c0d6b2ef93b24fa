import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SERVICE_RATING_MAX, SERVICE_RATING_MIN } from '../../../domain/service/service-session';
import { Button } from '../../components/Button';
import { useFormat } from '../../hooks/use-format';
// The stars are the feedback form's.
import '../social/social.css';

const STARS = Array.from({ length: SERVICE_RATING_MAX - SERVICE_RATING_MIN + 1 }, (_, i) => SERVICE_RATING_MIN + i);

/** The answer to a rating request (message 30): stars, then resolved or not, which sends it. */
export function ServiceRating({ busy, onRate }: { busy: boolean; onRate: (rating: number, resolved: boolean) => Promise<boolean> }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const [rating, setRating] = useState<number | null>(null);
  return (
    <div className="service-rating">
      <p className="service-rating__title" id="service-rating-title">
        {t('serviceChat.ratingTitle')}
      </p>
      <div className="rating-stars" role="radiogroup" aria-labelledby="service-rating-title">
        {STARS.map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            className={rating !== null && value <= rating ? 'rating-star rating-star--on' : 'rating-star'}
            aria-checked={rating === value}
            aria-label={t('serviceChat.starLabel', { value: number(value), max: number(SERVICE_RATING_MAX) })}
            onClick={() => setRating(value)}
            data-testid="cs-rating"
            data-value={value}
          >
            ★
          </button>
        ))}
      </div>
      <p className="service-rating__hint">{t('serviceChat.ratingHint')}</p>
      <div className="service-rating__actions">
        <Button size="small" disabled={rating === null} busy={busy} onClick={() => rating !== null && void onRate(rating, true)} data-testid="cs-resolved">
          {t('serviceChat.resolved')}
        </Button>
        <Button size="small" variant="secondary" disabled={rating === null} busy={busy} onClick={() => rating !== null && void onRate(rating, false)} data-testid="cs-unresolved">
          {t('serviceChat.unresolved')}
        </Button>
      </div>
    </div>
  );
}
