import { useTranslation } from 'react-i18next';
import { DISCOVER } from '../../../application/discover/discover.tokens';
import { useService } from '../../app-services';
import { MomentList } from './MomentList';
import './discover.css';

/** The user page's moments: a grid of picture previews (the author's own with their review state). */
export function UserMoments({ uid }: { uid: number }) {
  const { t } = useTranslation();
  const services = useService(DISCOVER);
  if (services === null) return null;
  return (
    <section aria-label={t('moments.grid')}>
      <h2>{t('moments.grid')}</h2>
      <MomentList services={services} uid={uid} layout="grid" />
    </section>
  );
}
