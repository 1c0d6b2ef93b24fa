import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../application/navigation/route-paths';
import type { ProfileEditServices } from '../../../application/profile-edit/profile-edit-services';
import { CLOCK } from '../../../application/ports/port-tokens';
import { cardAge, spokenLanguagesOf } from '../../../domain';
import { useAppServices, useService } from '../../app-services';
import { useEditServices } from './use-edit-services';
import { AlbumEditor } from './AlbumEditor';
import { Avatar } from '../../components/Avatar';
import { ListGroup, ListLinkRow } from '../../components/ListRow';
import { Spinner } from '../../components/Spinner';
import { useFormat } from '../../hooks/use-format';
import { useLiveState } from '../../hooks/use-live-state';
import { PageBody, PageShell } from '../../shell/PageShell';
import './profile-edit.css';

/**
 * /pagesPub/edit/edit-profile: the profile photo (compressed and uploaded on pick, saved
 * at once), a row per field with its current value, each opening its edit page (the
 * video show among them), and the photo album.
 */
export function EditProfilePage() {
  const { t } = useTranslation();
  const services = useEditServices();
  const clock = useService(CLOCK);
  return <PageShell title={t('pages.editProfile')}>{services === null || clock === null ? <Spinner /> : <EditProfile services={services} now={clock} />}</PageShell>;
}

function EditProfile({ services, now }: { services: ProfileEditServices; now: () => number }) {
  const { t } = useTranslation();
  const { toast } = useAppServices();
  const format = useFormat();
  const user = useLiveState(services.user$);
  const [uploading, setUploading] = useState(false);
  const photoId = useId();
  if (user === null) return <Spinner />;

  const pickPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file === undefined) return;
    setUploading(true);
    const outcome = await services.changePhoto(file);
    setUploading(false);
    if (outcome.ok) return toast.show({ key: 'profileEdit.saved' });
    toast.show('message' in outcome.error ? { text: outcome.error.message } : { key: outcome.error.code === 'AVATAR.NOT_IMAGE' ? 'profile.avatarNotImage' : 'profile.avatarFailed' });
  };

  const age = cardAge(user.birthday === '' ? null : user.birthday, new Date(now()));
  const languageNames = new Intl.DisplayNames([format.locale], { type: 'language', fallback: 'code' });
  const languages = spokenLanguagesOf(user.speak_language ?? '').map((code) => languageNames.of(code) ?? code).join(', ');
  const unset = t('profileEdit.notSet');
  return (
    <PageBody>
      <div className="edit-profile">
        <label htmlFor={photoId} className="edit-profile__photo" aria-busy={uploading || undefined}>
          <span data-testid="edit-photo" data-src={user.big_avatar_url || user.avatar}>
            <Avatar src={user.big_avatar_url || user.avatar || null} alt={t('profileEdit.photo')} size={96} ring />
          </span>
          <span className="edit-profile__photo-label">{uploading ? t('profileEdit.uploading') : t('profileEdit.changePhoto')}</span>
          <input id={photoId} className="visually-hidden" type="file" accept="image/*" onChange={(event) => void pickPhoto(event)} disabled={uploading} data-testid="edit-photo-input" />
        </label>
        <ListGroup>
          <ListLinkRow to={ROUTE_PATHS.editNickname} title={t('profileEdit.nickname')} value={user.nickname || unset} data-testid="edit-row-nickname" />
          <ListLinkRow to={ROUTE_PATHS.editAge} title={t('profileEdit.age')} value={age === null ? unset : format.number(age)} data-testid="edit-row-age" />
          <ListLinkRow to={ROUTE_PATHS.editCountry} title={t('profileEdit.country')} value={user.country_code === '' ? unset : `${user.country_flag} ${user.country_code}`} data-testid="edit-row-country" />
          <ListLinkRow to={ROUTE_PATHS.editAboutMe} title={t('profileEdit.aboutMe')} value={<span className="edit-profile__value">{user.signature || unset}</span>} data-testid="edit-row-about" />
          <ListLinkRow to={ROUTE_PATHS.editLanguages} title={t('profileEdit.languages')} value={<span className="edit-profile__value">{languages || unset}</span>} data-testid="edit-row-languages" />
          <ListLinkRow
            to={ROUTE_PATHS.editVideoShow}
            title={t('pages.editVideoShow')}
            value={user.video_show ? t('videoShow.length', { seconds: format.number(Math.round(user.video_show.duration)) }) : unset}
            data-testid="edit-row-video-show"
          />
        </ListGroup>
        <AlbumEditor services={services} user={user} />
      </div>
    </PageBody>
  );
}
