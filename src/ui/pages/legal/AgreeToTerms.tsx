import { useId } from 'react';
import { Trans } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppServices } from '../../app-services';
import { useLiveState } from '../../hooks/use-live-state';
import { legalPath } from './legal-path';

/**
 * The agree-to-terms checkbox (000 §2: login sheet, VIP sheet) with its links to the terms
 * of service and the privacy policy in the app's language.
 */
export function AgreeToTerms({ className, checked, onChange, testId }: { className: string; checked: boolean; onChange: (checked: boolean) => void; testId: string }) {
  const { language } = useAppServices();
  const current = useLiveState(language.language$);
  const id = useId();
  return (
    <div className={className}>
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} data-testid={testId} />
      <label htmlFor={id}>
        <Trans i18nKey="login.agree" components={{ terms: <Link to={legalPath('terms', current)} />, privacy: <Link to={legalPath('privacy', current)} /> }} />
      </label>
    </div>
  );
}
