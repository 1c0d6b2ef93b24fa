import { useTranslation } from 'react-i18next';
import { useOnline } from '../../hooks/use-online';

/** Said before anyone taps: without a connection no code can be mailed nor checked. */
export function OfflineNote() {
  const { t } = useTranslation();
  return useOnline() ? null : (
    <p className="email-form__offline" role="status" data-testid="email-offline">
      {t('emailBinding.error.OFFLINE')}
    </p>
  );
}
