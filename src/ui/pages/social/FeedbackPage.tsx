import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackScreenshot, FeedbackServices } from '../../../application/feedback/feedback-services';
import { FEEDBACK } from '../../../application/feedback/feedback.tokens';
import { FEEDBACK_MAX_IMAGES, FEEDBACK_RATING_MAX, FEEDBACK_TEXT_MAX, FEEDBACK_TYPES, type FeedbackType } from '../../../domain/social/feedback';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { useAppServices, useService } from '../../app-services';
import { PageBody, PageShell } from '../../shell/PageShell';
import { useGoBack } from '../../shell/use-go-back';
import { PicturePicker } from './PicturePicker';
import './social.css';

const STARS = Array.from({ length: FEEDBACK_RATING_MAX }, (_, index) => index + 1);

/**
 * /pagesPub/set/feedback and /pagesPub/my/feedback (001 §2, §3, §5): a rating, a type (bug,
 * suggestion, other) and a text, all required ("Please complete all required fields
 * before submitting."), and up to 3 screenshots. Sent, it thanks and goes back.
 */
export function FeedbackPage() {
  const { t } = useTranslation();
  const feedback = useService(FEEDBACK);
  return (
    <PageShell title={t('pages.feedback')}>
      <PageBody padded>{feedback === null ? <Spinner /> : <FeedbackForm feedback={feedback} />}</PageBody>
    </PageShell>
  );
}

function FeedbackForm({ feedback }: { readonly feedback: FeedbackServices }) {
  const { t } = useTranslation();
  const { toast } = useAppServices();
  const goBack = useGoBack();
  const [rating, setRating] = useState(0);
  const [type, setType] = useState<FeedbackType | null>(null);
  const [text, setText] = useState('');
  const [screenshots, setScreenshots] = useState<readonly FeedbackScreenshot[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    const outcome = await feedback.send({ rating, type, text, screenshots });
    setBusy(false);
    if (outcome.ok) {
      toast.show({ key: 'social.feedback.done' });
      goBack();
      return;
    }
    if (outcome.error.code === 'FEEDBACK.SEND_FAILED') toast.show({ key: 'social.feedback.failed' });
    else setError(t('social.feedback.incomplete'));
  };

  const required = <span className="social-form__required">* {t('social.feedback.required')}</span>;
  return (
    <div className="social-form">
      <div className="social-form__field" role="radiogroup" aria-labelledby="feedback-rating-label">
        <span id="feedback-rating-label" className="form-label">
          {t('social.feedback.rating')} {required}
        </span>
        <div className="rating-stars">
          {STARS.map((value) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={rating === value}
              aria-label={t('social.feedback.star', { count: value })}
              className={value <= rating ? 'rating-star rating-star--on' : 'rating-star'}
              onClick={() => setRating(value)}
              data-testid="feedback-rating"
              data-value={value}
            >
              ★
            </button>
          ))}
        </div>
      </div>
      <div className="social-form__field" role="radiogroup" aria-labelledby="feedback-type-label">
        <span id="feedback-type-label" className="form-label">
          {t('social.feedback.type')} {required}
        </span>
        <div className="choice-chips">
          {FEEDBACK_TYPES.map((each) => (
            <button
              key={each}
              type="button"
              role="radio"
              aria-checked={type === each}
              className={type === each ? 'choice-chip choice-chip--on' : 'choice-chip'}
              onClick={() => setType(each)}
              data-testid="feedback-type"
              data-type={each}
            >
              {t(`social.feedback.types.${each}`)}
            </button>
          ))}
        </div>
      </div>
      <label className="social-form__field">
        <span className="form-label">
          {t('social.feedback.text')} {required}
        </span>
        <textarea
          className="social-form__text"
          rows={5}
          maxLength={FEEDBACK_TEXT_MAX}
          placeholder={t('social.feedback.textHint')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-required="true"
          data-testid="feedback-text"
        />
      </label>
      <PicturePicker
        label={t('social.feedback.screenshots', { max: FEEDBACK_MAX_IMAGES })}
        max={FEEDBACK_MAX_IMAGES}
        pictures={screenshots}
        onChange={setScreenshots}
        upload={feedback.uploadScreenshot}
        inputTestId="feedback-image-input"
        addLabel={t('social.feedback.addScreenshot')}
        removeLabelOf={(n) => t('social.feedback.removeScreenshot', { n })}
        failedKey="social.report.uploadFailed"
      />
      {error ? (
        <p className="social-form__error" role="alert" data-testid="feedback-error">
          {error}
        </p>
      ) : null}
      <Button block busy={busy} disabled={busy} onClick={() => void submit()} data-testid="feedback-submit">
        {t('social.feedback.submit')}
      </Button>
    </div>
  );
}
