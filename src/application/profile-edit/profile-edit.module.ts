import { IMAGE_COMPRESSION, STORAGE, UPLOAD } from '../ports/port-tokens';
import { uploadAvatar } from '../profile/upload-avatar';
import { HTTP } from '../request-layer/request-layer.tokens';
import { APP_SESSION, SESSION_STORE } from '../session/session.tokens';
import { featureModule } from '../wiring/feature-module';
import { PROFILE_EDIT } from './profile-edit.tokens';
import { loadCountries } from './regions';
import { addAlbumPhotos, saveVideoShow } from './profile-media';
import { saveProfile } from './save-profile';

/** Profile editing (issue #13): the edit pages save through /user/update-info into the session. */
export const profileEditModule = featureModule((bind) => {
  bind.singleton(PROFILE_EDIT, (services) => {
    const http = services.get(HTTP);
    const store = services.get(SESSION_STORE);
    const session = services.get(APP_SESSION);
    const save = (changes: Parameters<typeof saveProfile>[1]) => saveProfile({ http, store }, changes);
    const mediaDeps = () => ({ http, upload: services.get(UPLOAD), images: services.get(IMAGE_COMPRESSION), save });
    return {
      user$: store.user$,
      save,
      changePhoto: async (picked) => {
        const uploaded = await uploadAvatar({ http, upload: services.get(UPLOAD), images: services.get(IMAGE_COMPRESSION) }, picked);
        if (!uploaded.ok) return uploaded;
        const { url, width, height, imgType } = uploaded.value;
        return save({ avatar: { url, width, height, img_type: imgType } });
      },
      addAlbumPhotos: (picked, onProgress) => addAlbumPhotos(mediaDeps(), store.user$.getValue()?.album ?? [], picked, onProgress),
      saveAlbum: (album) => save({ album: [...album] }),
      saveVideoShow: (file, probe, onProgress) => saveVideoShow(mediaDeps(), file, probe, onProgress),
      countries: (language) =>
        loadCountries({ http, storage: services.get(STORAGE), announcedVersion: () => session.init$.getValue()?.config.config_version.country ?? null }, language),
    };
  });
});
