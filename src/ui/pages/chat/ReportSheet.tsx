import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_DESCRIPTION_MAX } from '../../../application/contracts/report/handle.contract';
import { toggleReportType, validateReport } from '../../../domain/validation/report';
import { Button } from '../../components/Button';
import { Sheet } from '../../popups/Sheet';

/** The violation types the form offers (ids sent in /report/handle `type`; names in chat.reportReasons). */
const REASONS = ['1', '2', '3', '4', '5', '6'] as const;

export interface ReportSheetProps {
  open: boolean;
  name: string;
  onSubmit(type: string, description: string): Promise<boolean>;
  onClose(): void;
}

/**
 * Reporting the peer (001 §2 report dialog, §5): up to 3 violation types (a fourth says
 * "you can choose max 3 types"), none says "Please select a violation type", an optional
 * description; on success the sheet closes at once.
 */
export function ReportSheet({ open, name, onSubmit, onClose }: ReportSheetProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<readonly number[]>([]);
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setSelected([]);
    setDescription('');
    setError(null);
  }, [open]);

  const toggle = (id: number) => {
    const next = toggleReportType(selected, id);
    if (next.ok) {
      setSelected(next.value);
      setError(null);
    } else setError(t('error.REPORT.TOO_MANY_TYPES', { max: next.error.max }));
  };

  const submit = () => {
    const checked = validateReport({ typeIds: selected, imageCount: 0 });
    if (!checked.ok) {
      setError(t(`error.${checked.error.code}`, checked.error.code === 'REPORT.TYPE_REQUIRED' ? {} : { max: checked.error.max }));
      return;
    }
    setBusy(true);
    void onSubmit(checked.value.type, description.trim()).finally(() => setBusy(false));
  };

  return (
    <Sheet open={open} title={t('chat.reportTitle', { name })} onClose={onClose} layer="report" data-testid="report-sheet">
      <div className="report-form">
        <div className="report-form__tags" role="group" aria-label={t('chat.report')}>
          {REASONS.map((id) => {
            const on = selected.includes(Number(id));
            return (
              <button key={id} type="button" className={on ? 'chip chip--on' : 'chip'} aria-pressed={on} onClick={() => toggle(Number(id))} data-testid="report-reason">
                {t(`chat.reportReasons.${id}`)}
              </button>
            );
          })}
        </div>
        <label className="report-form__label">
          <span>{t('chat.reportDescription')}</span>
          <textarea className="report-form__text" rows={3} maxLength={REPORT_DESCRIPTION_MAX} value={description} onChange={(event) => setDescription(event.target.value)} />
        </label>
        {error ? (
          <p className="report-form__error" role="alert">
            {error}
          </p>
        ) : null}
        <Button block onClick={submit} disabled={busy} data-testid="report-submit">
          {t('chat.reportSubmit')}
        </Button>
      </div>
    </Sheet>
  );
}
