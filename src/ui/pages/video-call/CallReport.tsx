import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EvidencePhoto } from '../../../application/moderation/moderation-services';
import { MODERATION } from '../../../application/moderation/moderation.tokens';
import { useAppServices, useService } from '../../app-services';
import { Button } from '../../components/Button';
import type { ReportDraftOut } from '../social/ReportForm';
import { ReportSheet } from '../chat/ReportSheet';

/** JPEG quality of the screenshot: evidence, not a photo; the upload compresses it further. */
const SCREENSHOT_QUALITY = 0.85;

/** The frame the other side's video shows now, as a JPEG; null when there is none (a voice call, no frame yet). */
async function screenshotOf(video: HTMLVideoElement | null): Promise<Blob | null> {
  if (video === null || video.videoWidth === 0) return null;
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  canvas.getContext('2d')?.drawImage(video, 0, 0);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', SCREENSHOT_QUALITY));
}

/**
 * Reporting the other side from the call screen (001 §2: "Report dialog: shows the
 * screenshot, a list of violation types and a submit button"): the tap takes the frame the
 * remote video shows, uploads it as the first evidence picture (the user may remove it) and
 * opens the report form; the report names the call's room.
 */
export function CallReport({ peerUid, name, roomId, remoteVideo }: { peerUid: number; name: string; roomId: number; remoteVideo: () => HTMLVideoElement | null }) {
  const { t } = useTranslation();
  const { toast } = useAppServices();
  const moderation = useService(MODERATION);
  const [evidence, setEvidence] = useState<readonly EvidencePhoto[] | null>(null);
  const [taking, setTaking] = useState(false);
  if (moderation === null) return null;

  const open = async () => {
    setTaking(true);
    const shot = await screenshotOf(remoteVideo());
    const uploaded = shot === null ? null : await moderation.uploadEvidence(shot);
    setTaking(false);
    // A screenshot that could not be taken or sent leaves the form without it, never without the form.
    setEvidence(uploaded?.ok ? [{ url: uploaded.value.url, width: uploaded.value.width, height: uploaded.value.height }] : []);
  };
  const submit = async (draft: ReportDraftOut): Promise<boolean> => {
    const result = await moderation.report({ targetUid: peerUid, fromType: 'call', roomId, ...draft });
    toast.show({ key: result.ok ? 'chat.reportDone' : 'chat.reportFailed' });
    if (result.ok) setEvidence(null);
    return result.ok;
  };
  return (
    <>
      <Button variant="secondary" size="small" className="call-screen__report" busy={taking} onClick={() => void open()} data-testid="call-report">
        {t('chat.report')}
      </Button>
      <ReportSheet open={evidence !== null} name={name} moderation={moderation} onSubmit={submit} onClose={() => setEvidence(null)} initialPhotos={evidence ?? []} />
    </>
  );
}
