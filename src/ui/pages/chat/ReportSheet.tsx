import { useTranslation } from 'react-i18next';
import type { EvidencePhoto, ModerationServices } from '../../../application/moderation/moderation-services';
import { Sheet } from '../../popups/Sheet';
import { ReportForm, type ReportDraftOut } from '../social/ReportForm';

export interface ReportSheetProps {
  open: boolean;
  /** The peer's nickname, for the title. */
  name: string;
  moderation: ModerationServices;
  /** Sends the report; resolves true when it went (the sheet closes), false to keep it open. */
  onSubmit(draft: ReportDraftOut): Promise<boolean>;
  onClose(): void;
  /** Evidence the form starts with (the call screen's screenshot). */
  initialPhotos?: readonly EvidencePhoto[];
}

/**
 * Reporting the peer from the chat or a call (001 §2 report dialog): the report form — the reasons
 * /report/reason gives, a description, evidence pictures — in a sheet; a fresh form each
 * time it opens.
 */
export function ReportSheet({ open, name, moderation, onSubmit, onClose, initialPhotos }: ReportSheetProps) {
  const { t } = useTranslation();
  return (
    <Sheet open={open} title={t('chat.reportTitle', { name })} onClose={onClose} layer="report" data-testid="report-sheet">
      <div className="report-form">{open ? <ReportForm moderation={moderation} onSubmit={onSubmit} {...(initialPhotos === undefined ? {} : { initialPhotos })} /> : null}</div>
    </Sheet>
  );
}
