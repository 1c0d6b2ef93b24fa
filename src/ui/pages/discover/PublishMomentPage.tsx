import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DISCOVER } from '../../../application/discover/discover.tokens';
import { ROUTE_PATHS } from '../../../application/navigation/route-paths';
import type { VideoProbe } from '../../../application/messages/media/video-draft';
import { MOMENT_MAX_PHOTOS, MOMENT_POST_PRICE, MOMENT_TEXT_MAX } from '../../../domain';
import { useFormat } from '../../hooks/use-format';
import { probeVideo } from '../../media/probe-video';
import { useAppServices, useService } from '../../app-services';
import { useLiveState } from '../../hooks/use-live-state';
import { Button } from '../../components/Button';
import { PageBody, PageShell } from '../../shell/PageShell';
import './discover.css';

/** A new draft's retry key: one per draft, so a repeated tap posts (and pays) once. */
const newDraftKey = (): string => `m-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * /pagesPub/edit/publish-moment: text and up to 9 photos or one video (≤ 15 s, its cover
 * taken from it), the price said up front (free for VIP), then uploading → under review.
 * A refusal keeps the draft.
 */
export function PublishMomentPage() {
  const { t } = useTranslation();
  const services = useService(DISCOVER);
  const { me, toast } = useAppServices();
  const snapshot = useLiveState(me.me$);
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<readonly File[]>([]);
  const [video, setVideo] = useState<{ readonly file: File; readonly probe: VideoProbe } | null>(null);
  const format = useFormat();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [draftKey] = useState(newDraftKey);
  const previews = useMemo(() => photos.map((photo) => URL.createObjectURL(photo)), [photos]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const videoCover = useMemo(() => (video?.probe.cover ? URL.createObjectURL(video.probe.cover) : null), [video]);
  useEffect(() => () => (videoCover === null ? undefined : URL.revokeObjectURL(videoCover)), [videoCover]);

  // A video is read in the page first (its length and a cover frame); it takes the place of any photos (one video or photos, not both).
  const pick = async (files: readonly File[]) => {
    const picked = files.find((file) => file.type.startsWith('video/'));
    if (picked === undefined) {
      setVideo(null);
      setPhotos([...photos, ...files].slice(0, MOMENT_MAX_PHOTOS + 1));
      return;
    }
    setBusy(true);
    const probe = await probeVideo(picked);
    setBusy(false);
    setPhotos([]);
    setVideo({ file: picked, probe });
  };
  const isVip = snapshot.isVip;

  const submit = async () => {
    if (services === null || busy) return;
    setBusy(true);
    setProblem(null);
    const outcome = await services.publish({ text, photos, video: video ?? undefined, clientKey: draftKey });
    setBusy(false);
    if (!outcome.ok) {
      setProblem(t(`moments.problem.${outcome.code.replace('MOMENT.', '') as 'EMPTY'}`));
      return;
    }
    toast.show({ text: t('moments.posted') });
    navigate(`${ROUTE_PATHS.userHome}?uid=${outcome.moment.uid}`);
  };

  return (
    <PageShell title={t('pages.publishMoment')}>
      <PageBody padded>
        <label className="visually-hidden" htmlFor="moment-text">
          {t('moments.textLabel')}
        </label>
        <textarea id="moment-text" className="publish__text" data-testid="moment-text" placeholder={t('moments.textLabel')} maxLength={MOMENT_TEXT_MAX} value={text} onChange={(event) => setText(event.target.value)} />
        <label className="button button--secondary">
          {t('momentVideo.addMedia')}
          <input
            className="visually-hidden"
            type="file"
            accept="image/*,video/mp4,video/webm"
            multiple
            data-testid="moment-media-input"
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              event.target.value = '';
              void pick(files);
            }}
          />
        </label>
        {video === null ? (
          <p className="publish__note">{t('moments.photoCount', { count: photos.length })}</p>
        ) : (
          <div className="publish__video" data-testid="moment-video-draft">
            {videoCover === null ? null : <img src={videoCover} alt="" />}
            <p className="publish__note">{t('momentVideo.picked', { seconds: format.number(Math.round(video.probe.durationSec * 10) / 10) })}</p>
            <Button size="small" variant="secondary" onClick={() => setVideo(null)}>
              {t('momentVideo.remove')}
            </Button>
          </div>
        )}
        {previews.length > 0 ? (
          <ul className="publish__photos">
            {previews.map((url, index) => (
              <li key={url}>
                <button type="button" className="moment__like" aria-label={t('moments.removePhoto', { n: index + 1 })} onClick={() => setPhotos(photos.filter((_, i) => i !== index))}>
                  <img src={url} alt="" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <p className="publish__note" data-testid="moment-cost" data-cost={isVip ? 0 : MOMENT_POST_PRICE}>
          {isVip ? t('moments.costFree') : t('moments.cost', { coins: MOMENT_POST_PRICE })}
        </p>
        {problem !== null ? (
          <p className="discover__offline" role="alert">
            {problem}
          </p>
        ) : null}
        <Button block busy={busy} disabled={services === null} data-testid="moment-submit" onClick={() => void submit()}>
          {t('moments.submit')}
        </Button>
      </PageBody>
    </PageShell>
  );
}
