import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlbumPhoto } from '../../../application/contracts/user/profile-media';
import type { CurrentUser } from '../../../application/contracts/user/current-user';
import type { MediaProgress, ProfileMediaOutcome } from '../../../application/profile-edit/profile-media';
import type { ProfileEditServices } from '../../../application/profile-edit/profile-edit-services';
import { PROFILE_ALBUM_MAX, movedInAlbum } from '../../../domain';
import { useAppServices } from '../../app-services';
import { ImagePreview } from '../../components/media-viewer/ImagePreview';
import { ListControlRow, ListGroup } from '../../components/ListRow';
import { Toggle } from '../../components/Toggle';
import { useFormat } from '../../hooks/use-format';
import { Dialog } from '../../popups/Dialog';
import '../../components/album-grid.css';

/**
 * The photo album of the edit-profile page (001 §2 "photos"): pick several pictures
 * (compressed and uploaded, with progress), move each earlier or later, delete one after
 * a confirm, open them in the preview, and the switch that puts the profile photo first
 * for others (show_avatar_moment). Every change saves the whole album at once; a refusal
 * keeps the album as it was and says why.
 */
export function AlbumEditor({ services, user }: { services: ProfileEditServices; user: CurrentUser }) {
  const { t, i18n } = useTranslation();
  const { toast } = useAppServices();
  const format = useFormat();
  // Earlier is towards the row's start: left in English, right in Arabic (the glyphs are set left to right, not mirrored again by bidi).
  const [earlierGlyph, laterGlyph] = i18n.dir() === 'rtl' ? ['›', '‹'] : ['‹', '›'];
  const inputId = useId();
  const switchId = useId();
  const album = user.album ?? [];
  const [progress, setProgress] = useState<MediaProgress | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const settle = (outcome: ProfileMediaOutcome) => {
    if (outcome.ok) {
      setProblem(null);
      toast.show({ key: 'profileEdit.saved' });
      return;
    }
    const { error } = outcome;
    if (error.code === 'PROFILE.UPDATE_FAILED') setProblem(error.message);
    else if (error.code === 'ALBUM.FULL') setProblem(t('albumEdit.full', { max: format.number(PROFILE_ALBUM_MAX) }));
    else setProblem(t('albumEdit.uploadFailed'));
  };
  const run = async (work: () => Promise<ProfileMediaOutcome>) => {
    setBusy(true);
    const outcome = await work();
    setBusy(false);
    setProgress(null);
    settle(outcome);
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length > 0) void run(() => services.addAlbumPhotos(files, setProgress));
  };
  const save = (next: readonly AlbumPhoto[]) => void run(() => services.saveAlbum(next));
  const toggleAvatarFirst = (on: boolean) => void run(() => services.save({ show_avatar_moment: on ? 1 : 0 }));

  const full = album.length >= PROFILE_ALBUM_MAX;
  return (
    <section className="album-edit" aria-labelledby={`${inputId}-title`} aria-busy={busy || undefined}>
      <div className="album-edit__head">
        <h2 id={`${inputId}-title`} className="album-edit__title">
          {t('albumEdit.title')}
        </h2>
        <span className="album-edit__count" data-testid="edit-album-count" data-count={album.length}>
          {t('albumEdit.count', { n: format.number(album.length), max: format.number(PROFILE_ALBUM_MAX) })}
        </span>
      </div>
      <ul className="album-grid album-edit__grid">
        {album.map((photo, index) => {
          const n = format.number(index + 1);
          return (
            <li key={photo.url} className="album-edit__tile" data-testid="edit-album-photo" data-src={photo.url}>
              <button type="button" className="album-grid__tile" onClick={() => setViewing(index)} aria-label={t('albumEdit.open', { n })}>
                <img src={photo.url} alt="" draggable={false} />
              </button>
              <div className="album-edit__tools">
                <button type="button" className="album-edit__tool album-edit__tool--earlier" disabled={busy || index === 0} onClick={() => save(movedInAlbum(album, index, index - 1))} aria-label={t('albumEdit.moveEarlier', { n })} data-testid="edit-album-earlier">
                  <span dir="ltr">{earlierGlyph}</span>
                </button>
                <button type="button" className="album-edit__tool album-edit__tool--delete" disabled={busy} onClick={() => setDeleting(index)} aria-label={t('albumEdit.delete', { n })} data-testid="edit-album-delete">
                  ×
                </button>
                <button type="button" className="album-edit__tool album-edit__tool--later" disabled={busy || index === album.length - 1} onClick={() => save(movedInAlbum(album, index, index + 1))} aria-label={t('albumEdit.moveLater', { n })} data-testid="edit-album-later">
                  <span dir="ltr">{laterGlyph}</span>
                </button>
              </div>
            </li>
          );
        })}
        {full ? null : (
          <li className="album-edit__tile">
            <label htmlFor={inputId} className="album-grid__tile album-edit__add">
              <span aria-hidden="true" className="album-edit__plus">
                +
              </span>
              <span>{t('albumEdit.add')}</span>
            </label>
            <input id={inputId} className="visually-hidden" type="file" accept="image/*" multiple disabled={busy} onChange={pick} data-testid="edit-album-input" />
          </li>
        )}
      </ul>
      {progress !== null ? (
        <div className="album-edit__progress" role="status">
          <progress max={progress.total} value={progress.done} aria-label={t('albumEdit.uploading', { done: format.number(progress.done), total: format.number(progress.total) })} />
          <span>{t('albumEdit.uploading', { done: format.number(progress.done), total: format.number(progress.total) })}</span>
        </div>
      ) : null}
      {problem !== null ? (
        <p className="edit-form__error" role="alert" data-testid="edit-album-error">
          {problem}
        </p>
      ) : null}
      <ListGroup>
        <ListControlRow
          controlId={switchId}
          title={t('albumEdit.avatarFirst')}
          control={<Toggle id={switchId} checked={user.show_avatar_moment === 1} disabled={busy} onChange={toggleAvatarFirst} data-testid="edit-show-avatar-moment" />}
        />
      </ListGroup>
      <Dialog
        open={deleting !== null}
        title={t('albumEdit.deleteTitle')}
        body={t('albumEdit.deleteBody')}
        confirmLabel={t('albumEdit.deleteConfirm')}
        cancelLabel={t('common.cancel')}
        destructive
        onConfirm={() => {
          const index = deleting;
          setDeleting(null);
          if (index !== null) save(album.filter((_, i) => i !== index));
        }}
        onCancel={() => setDeleting(null)}
      />
      {viewing !== null ? <ImagePreview pictures={album} start={viewing} onClose={() => setViewing(null)} /> : null}
    </section>
  );
}
