import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaProgress, ProfileMediaOutcome } from '../../../application/profile-edit/profile-media';
import type { ProfileEditServices } from '../../../application/profile-edit/profile-edit-services';
import { VIDEO_MAX_SECONDS_DEFAULT } from '../../../domain';
import { useAppServices } from '../../app-services';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { useFormat } from '../../hooks/use-format';
import { useLiveState } from '../../hooks/use-live-state';
import { probeVideo } from '../../media/probe-video';
import { Dialog } from '../../popups/Dialog';
import { PageBody, PageShell } from '../../shell/PageShell';
import { useEditServices } from './use-edit-services';
import './profile-edit.css';

/**
 * /pagesPub/edit/video-show (001 §2): the profile's short video. A picked file is read in
 * the page first — longer than 15 s, unreadable or without a frame for its cover is
 * refused here with the reason — then the video and its cover upload with progress and
 * are saved; the server checks the length again. The old video stays until then.
 */
export function EditVideoShowPage() {
  const { t } = useTranslation();
  const services = useEditServices();
  return <PageShell title={t('pages.editVideoShow')}>{services === null ? <Spinner /> : <EditVideoShow services={services} />}</PageShell>;
}

function EditVideoShow({ services }: { services: ProfileEditServices }) {
  const { t } = useTranslation();
  const { toast } = useAppServices();
  const format = useFormat();
  const user = useLiveState(services.user$);
  const inputId = useId();
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<MediaProgress | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  if (user === null) return <Spinner />;
  const current = user.video_show ?? null;
  const max = format.number(VIDEO_MAX_SECONDS_DEFAULT);

  const problemOf = (outcome: Exclude<ProfileMediaOutcome, { ok: true }>): string => {
    switch (outcome.error.code) {
      case 'PROFILE.UPDATE_FAILED':
        return outcome.error.message;
      case 'MEDIA.VIDEO_TOO_LONG':
        return t('videoShow.tooLong', { max });
      case 'MEDIA.VIDEO_COVER':
        return t('chatMedia.videoCover');
      case 'MEDIA.VIDEO_UNREADABLE':
        return t('chatMedia.videoUnreadable');
      case 'MEDIA.NOT_VIDEO':
        return t('videoShow.notVideo');
      default:
        return t('videoShow.uploadFailed');
    }
  };
  const run = async (work: () => Promise<ProfileMediaOutcome>) => {
    setBusy(true);
    setProblem(null);
    const outcome = await work();
    setBusy(false);
    setProgress(null);
    if (outcome.ok) toast.show({ key: 'profileEdit.saved' });
    else setProblem(problemOf(outcome));
  };
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file !== undefined) void run(async () => services.saveVideoShow(file, await probeVideo(file), setProgress));
  };

  return (
    <PageBody padded>
      <div className="video-show-edit" aria-busy={busy || undefined}>
        {current === null ? (
          <p className="edit-form__lead" data-testid="edit-video-none">
            {t('videoShow.none')}
          </p>
        ) : (
          <figure className="video-show-edit__current">
            <video key={current.url} src={current.url} poster={current.cover} controls preload="none" playsInline className="video-show-edit__player" data-testid="edit-video-current" aria-label={t('pages.editVideoShow')} />
            <figcaption className="edit-form__lead">{t('videoShow.length', { seconds: format.number(Math.round(current.duration)) })}</figcaption>
          </figure>
        )}
        <p id={hintId} className="edit-form__lead">
          {t('videoShow.hint', { max })}
        </p>
        <label htmlFor={inputId} className={`button button--block ${current === null ? 'button--primary' : 'button--secondary'}`} aria-disabled={busy || undefined}>
          {busy ? t('profileEdit.uploading') : current === null ? t('videoShow.pick') : t('videoShow.replace')}
        </label>
        <input id={inputId} className="visually-hidden" type="file" accept="video/mp4,video/webm" disabled={busy} onChange={pick} aria-describedby={hintId} data-testid="edit-video-input" />
        {progress !== null ? (
          <div className="album-edit__progress" role="status">
            <progress max={progress.total} value={progress.done} aria-label={t('videoShow.step', { done: format.number(progress.done), total: format.number(progress.total) })} />
            <span>{t('videoShow.step', { done: format.number(progress.done), total: format.number(progress.total) })}</span>
          </div>
        ) : null}
        {problem !== null ? (
          <p className="edit-form__error" role="alert" data-testid="edit-video-error">
            {problem}
          </p>
        ) : null}
        {current !== null ? (
          <Button variant="secondary" block disabled={busy} onClick={() => setRemoving(true)} data-testid="edit-video-remove">
            {t('videoShow.remove')}
          </Button>
        ) : null}
      </div>
      <Dialog
        open={removing}
        title={t('videoShow.removeTitle')}
        body={t('videoShow.removeBody')}
        confirmLabel={t('videoShow.remove')}
        cancelLabel={t('common.cancel')}
        destructive
        onConfirm={() => {
          setRemoving(false);
          void run(() => services.save({ video_show: null }));
        }}
        onCancel={() => setRemoving(false)}
      />
    </PageBody>
  );
}
