import { useId, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadedAvatar } from '../../../application/profile/upload-avatar';
import { useAppServices } from '../../app-services';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { ChevronIcon } from '../../components/icons/page-icons';
import { TextField } from '../../components/TextField';
import { useFormat } from '../../hooks/use-format';
import { useLiveState } from '../../hooks/use-live-state';
import { useQuery } from '../../hooks/use-query';
import { PageBody, PageShell } from '../../shell/PageShell';
import { CountryFlag } from './CountryFlag';
import { countryOptions } from './country-options';
import { parseProfileInfo } from './profile-info';
import { useGoHome } from './use-after-sign-in';
import { useBusyTask } from './use-busy-task';
import { useLoginErrors } from './use-login-errors';
import './login.css';
import { MIN_AGE_YEARS } from '../../../domain/validation/birthday';

/** The latest birthday the date picker offers: people under MIN_AGE_YEARS cannot pick a valid one. */
function latestAdultBirthday(today: Date): string {
  const date = new Date(Date.UTC(today.getFullYear() - MIN_AGE_YEARS, today.getMonth(), today.getDate()));
  return date.toISOString().slice(0, 10);
}

/** user_info.sex: 1 male, 2 female (0 = not said). */
const SEX_OPTIONS = [
  { value: 2, key: 'profile.sexFemale', testId: 'profile-sex-female' },
  { value: 1, key: 'profile.sexMale', testId: 'profile-sex-male' },
] as const;

/**
 * /pagesLogin/profile/profile: a new account's profile (000 §2, §5) — photo (compressed and
 * uploaded at once), nickname, birthday (18 or older), sex and country. Takes the encoded `info`.
 */
export function ProfileCompletionPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const { login, toast } = useAppServices();
  const suggested = useLiveState(login.suggestedNickname$);
  const info = parseProfileInfo(useQuery().get('info'));
  const showError = useLoginErrors();
  const goHome = useGoHome();
  const [nickname, setNickname] = useState(info.nickname || suggested);
  const [birthday, setBirthday] = useState(info.birthday);
  const [sex, setSex] = useState<number | null>(null);
  const [country, setCountry] = useState('');
  const [avatar, setAvatar] = useState<UploadedAvatar | null>(null);
  const [uploading, setUploading] = useState(false);
  const [ageError, setAgeError] = useState(false);
  const { busy, run } = useBusyTask<'submit'>();
  const countries = useMemo(() => countryOptions(format.locale), [format.locale]);
  const ids = { avatar: useId(), sex: useId(), country: useId(), ageError: useId() };

  const pickAvatar = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    try {
      const outcome = await login.uploadAvatar(file);
      if (outcome.ok) setAvatar(outcome.value);
      else toast.show({ key: outcome.error.code === 'AVATAR.NOT_IMAGE' ? 'profile.avatarNotImage' : 'profile.avatarFailed' });
    } finally {
      setUploading(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (uploading) return;
    void run('submit', async () => {
      const outcome = await login.completeProfileWithExtras(
        { nickname: nickname.trim(), birthday, ...(sex === null ? {} : { sex }) },
        { ...(avatar === null ? {} : { avatar }), ...(country === '' ? {} : { countryCode: country }) },
      );
      setAgeError(!outcome.ok && outcome.error.code === 'PROFILE.UNDER_AGE');
      if (!outcome.ok) return showError(outcome.error);
      goHome();
    });
  };

  return (
    <PageShell title={t('pages.profileCompletion')}>
      <PageBody>
        <form className="form" onSubmit={submit} noValidate>
          <h2 className="form__title">{t('profile.title')}</h2>
          <p className="form__lead">{t('profile.subtitle')}</p>
          <div className="profile-avatar">
            <label htmlFor={ids.avatar} className="profile-avatar__picker" aria-busy={uploading || undefined}>
              <Avatar src={avatar?.url ?? null} alt="" size={88} ring />
              <span className="profile-avatar__label">{uploading ? t('profile.avatarUploading') : avatar ? t('profile.avatarChange') : t('profile.avatar')}</span>
            </label>
            <input
              id={ids.avatar}
              className="visually-hidden"
              type="file"
              accept="image/*"
              disabled={uploading}
              onChange={(event) => void pickAvatar(event)}
              data-testid="profile-avatar-input"
            />
          </div>
          <TextField
            label={t('profile.nickname')}
            autoComplete="nickname"
            placeholder={t('profile.nicknamePlaceholder')}
            value={nickname}
            onChange={setNickname}
            data-testid="profile-nickname"
          />
          <TextField
            label={t('profile.birthday')}
            type="date"
            max={latestAdultBirthday(new Date())}
            value={birthday}
            onChange={(value) => {
              setBirthday(value);
              setAgeError(false);
            }}
            hint={ageError ? <span role="alert" className="field__error" data-testid="profile-age-error">{t('error.PROFILE.UNDERAGE', { min: MIN_AGE_YEARS })}</span> : t('profile.birthdayHint')}
            aria-invalid={ageError || undefined}
            data-testid="profile-birthday"
          />
          <fieldset className="field choice-group">
            <legend className="field__label" id={ids.sex}>
              {t('profile.sex')}
            </legend>
            <div className="choice-group__options">
              {SEX_OPTIONS.map((option) => (
                <label key={option.value} className="choice">
                  <input type="radio" name="sex" value={option.value} checked={sex === option.value} onChange={() => setSex(option.value)} data-testid={option.testId} />
                  <span>{t(option.key)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className="field">
            <label className="field__label" htmlFor={ids.country}>
              {t('profile.country')}
            </label>
            <div className="field__control country-select">
              <CountryFlag code={country} />
              <select id={ids.country} className="field__input" value={country} onChange={(event) => setCountry(event.target.value)} data-testid="profile-country">
                <option value="">{t('profile.countryPlaceholder')}</option>
                {countries.map((option) => (
                  <option key={option.code} value={option.code}>
                    {option.name}
                  </option>
                ))}
              </select>
              <ChevronIcon small className="country-select__chevron" />
            </div>
          </div>
          <Button type="submit" block busy={busy !== null} disabled={uploading} className="form__submit" data-testid="profile-submit">
            {t('profile.submit')}
          </Button>
        </form>
      </PageBody>
    </PageShell>
  );
}
