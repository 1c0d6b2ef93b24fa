import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { MIN_AGE_YEARS } from '../../../domain/constants';
import { useAppServices } from '../../app-services';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { useLiveState } from '../../hooks/use-live-state';
import { useQuery } from '../../hooks/use-query';
import { PageBody, PageShell } from '../../shell/PageShell';
import { tabPath } from '../../shell/tab-routes';
import { parseProfileInfo } from './profile-info';
import { useLoginErrors } from './use-login-errors';
import './login.css';

/** The latest birthday the date picker offers: people under MIN_AGE_YEARS cannot pick a valid one. */
function latestAdultBirthday(today: Date): string {
  const date = new Date(Date.UTC(today.getFullYear() - MIN_AGE_YEARS, today.getMonth(), today.getDate()));
  return date.toISOString().slice(0, 10);
}

/** /pagesLogin/profile/profile: nickname and birthday for a new account (takes the encoded `info`). */
export function ProfileCompletionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { login, shell } = useAppServices();
  const suggested = useLiveState(login.suggestedNickname$);
  const info = parseProfileInfo(useQuery().get('info'));
  const showError = useLoginErrors();
  const [nickname, setNickname] = useState(info.nickname || suggested);
  const [birthday, setBirthday] = useState(info.birthday);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const outcome = await login.completeProfile({ nickname: nickname.trim(), birthday });
      if (!outcome.ok) return await showError(outcome.error);
      navigate(tabPath(shell.defaultTabIndex$.getValue()), { replace: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageShell title={t('pages.profileCompletion')}>
      <PageBody>
        <form className="form" onSubmit={(event) => void submit(event)} noValidate>
          <h2 className="form__title">{t('profile.title')}</h2>
          <p className="form__lead">{t('profile.subtitle')}</p>
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
            onChange={setBirthday}
            hint={t('profile.birthdayHint')}
            data-testid="profile-birthday"
          />
          <Button type="submit" block busy={busy} className="form__submit" data-testid="profile-submit">
            {t('profile.submit')}
          </Button>
        </form>
      </PageBody>
    </PageShell>
  );
}
