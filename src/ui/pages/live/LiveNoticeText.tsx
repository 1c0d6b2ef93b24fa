import { useTranslation } from 'react-i18next';
import type { LiveNotice } from '../../../application/live/live-room-state';

/** The words of a room notice (001 §2 "kicked out ... and muted in live are shown as notices"). */
export function LiveNoticeText({ notice }: { notice: LiveNotice }) {
  const { t } = useTranslation();
  return <>{t(`live.notice.${notice}`)}</>;
}
