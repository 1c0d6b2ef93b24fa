import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DISCOVER } from '../../../application/discover/discover.tokens';
import { ROUTE_PATHS } from '../../../application/navigation/route-paths';
import { MOMENT_MAX_PHOTOS, MOMENT_POST_PRICE, MOMENT_TEXT_MAX } from '../../../domain';
import { useAppServices, useService } from '../../app-services';
import { useLiveState } from '../../hooks/use-live-state';
import { Button } from '../../components/Button';
import { PageBody, PageShell } from '../../shell/PageShell';
import './discover.css';

/** A new draft's retry key: one per draft, so a repeated tap posts (and pays) once. */
const newDraftKey = (): string => `m-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * /pagesPub/edit/publish-moment: text and up to 9 photos, the price said up front (free
 * for VIP), then uploading → under review. A refusal keeps the draft.
 */
export function PublishMomentPage() {
  const { t } = useTranslation();
  const services = useService(DISCOVER);
  const { me, toast } = useAppServices();
  const snapshot = useLiveState(me.me$);
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<readonly File[]>([]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [draftKey] = useState(newDraftKey);
  const previews = useMemo(() => photos.map((photo) => URL.createObjectURL(photo)), [photos]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const isVip = snapshot.isVip;

  const submit = async () => {
    if (services === null || busy) return;
    setBusy(true);
    setProblem(null);
    const outcome = await services.publish({ text, photos, clientKey: draftKey });
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
          {t('moments.addPhotos')}
          <input
            className="visually-hidden"
            type="file"
            accept="image/*"
            multiple
            data-testid="moment-media-input"
            onChange={(event) => setPhotos([...photos, ...Array.from(event.target.files ?? [])].slice(0, MOMENT_MAX_PHOTOS + 1))}
          />
        </label>
        <p className="publish__note">{t('moments.photoCount', { count: photos.length })}</p>
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
