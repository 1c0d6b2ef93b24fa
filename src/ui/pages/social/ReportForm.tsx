import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_DESCRIPTION_MAX } from '../../../application/contracts/report/handle.contract';
import type { ReportReason } from '../../../application/contracts/report/reason.contract';
import type { EvidencePhoto, ModerationServices } from '../../../application/moderation/moderation-services';
import { REPORT_MAX_IMAGES, REPORT_MAX_TYPES, toggleReportType, validateReport } from '../../../domain/validation/report';
import { Button } from '../../components/Button';
import { ErrorState } from '../../components/ErrorState';
import { Spinner } from '../../components/Spinner';
import { PicturePicker } from './PicturePicker';
import './social.css';

export interface ReportDraftOut {
  /** Comma-joined reason ids (validateReport's value). */
  readonly type: string;
  readonly description: string;
  readonly photos: readonly EvidencePhoto[];
}

export interface ReportFormProps {
  readonly moderation: ModerationServices;
  /** Resolves when the report went (true) or failed (false; the form stays filled). */
  readonly onSubmit: (draft: ReportDraftOut) => Promise<boolean>;
  /** Evidence already taken (the call screen's screenshot, 001 §2 report dialog); the user may remove it. */
  readonly initialPhotos?: readonly EvidencePhoto[];
}

/**
 * The report form (001 §3 "Report", §5): the violation types /report/reason gives in the
 * app's language (cached), at most 3 ("you can choose max 3 types"), none refused with
 * "Please select a violation type"; a description; up to 4 evidence pictures.
 */
export function ReportForm({ moderation, onSubmit, initialPhotos = [] }: ReportFormProps) {
  const { t, i18n } = useTranslation();
  const [reasons, setReasons] = useState<readonly ReportReason[] | null | 'loading'>('loading');
  const [selected, setSelected] = useState<readonly number[]>([]);
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<readonly EvidencePhoto[]>(initialPhotos);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setReasons('loading');
    void moderation.reportReasons(i18n.language).then((loaded) => current && setReasons(loaded));
    return () => {
      current = false;
    };
  }, [moderation, i18n.language, attempt]);

  const toggle = (id: number) => {
    const next = toggleReportType(selected, id);
    if (next.ok) {
      setSelected(next.value);
      setError(null);
    } else setError(t('error.REPORT.TOO_MANY_TYPES', { max: next.error.max }));
  };

  const submit = async () => {
    const checked = validateReport({ typeIds: selected, imageCount: photos.length });
    if (!checked.ok) {
      setError(t(`error.${checked.error.code}`, checked.error.code === 'REPORT.TYPE_REQUIRED' ? {} : { max: checked.error.max }));
      return;
    }
    setBusy(true);
    await onSubmit({ type: checked.value.type, description: description.trim(), photos });
    setBusy(false);
  };

  if (reasons === 'loading') return <Spinner />;
  if (reasons === null) return <ErrorState title={t('social.report.reasonsError')} body={t('social.loadErrorBody')} retryLabel={t('common.retry')} onRetry={() => setAttempt((n) => n + 1)} />;
  return (
    <div className="social-form">
      <div className="social-form__field" role="group" aria-labelledby="report-types-label">
        <span id="report-types-label" className="form-label">
          {t('social.report.types', { max: REPORT_MAX_TYPES })}
        </span>
        <div className="choice-chips">
          {reasons.map((reason) => {
            const on = selected.includes(reason.id);
            return (
              <button
                key={reason.id}
                type="button"
                className={on ? 'choice-chip choice-chip--on' : 'choice-chip'}
                aria-pressed={on}
                title={reason.intro}
                onClick={() => toggle(reason.id)}
                data-testid="report-reason"
                data-id={reason.id}
              >
                {reason.title}
              </button>
            );
          })}
        </div>
      </div>
      <label className="social-form__field">
        <span className="form-label">{t('social.report.description')}</span>
        <textarea
          className="social-form__text"
          rows={4}
          maxLength={REPORT_DESCRIPTION_MAX}
          placeholder={t('social.report.descriptionHint')}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          data-testid="report-description"
        />
      </label>
      <PicturePicker
        label={t('social.report.evidence', { max: REPORT_MAX_IMAGES })}
        max={REPORT_MAX_IMAGES}
        pictures={photos}
        onChange={setPhotos}
        upload={moderation.uploadEvidence}
        inputTestId="report-evidence-input"
        addLabel={t('social.report.addEvidence')}
        removeLabelOf={(n) => t('social.report.removeEvidence', { n })}
        failedKey="social.report.uploadFailed"
      />
      {error ? (
        <p className="social-form__error" role="alert">
          {error}
        </p>
      ) : null}
      <Button block busy={busy} disabled={busy} onClick={() => void submit()} data-testid="report-submit">
        {t('social.report.submit')}
      </Button>
    </div>
  );
}
