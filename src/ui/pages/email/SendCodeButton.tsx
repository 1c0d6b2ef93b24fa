import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';

const SECOND_MS = 1_000;

export interface SendCodeButtonProps {
  readonly busy: boolean;
  /** Seconds until the server mails another code for this step (0: now). */
  readonly waitSeconds: number;
  readonly onSend: () => void;
  readonly 'data-testid': string;
}

/** "Send code", then "Resend in N s" counting down to the server's resend wait, so nobody taps into a refusal. */
export function SendCodeButton({ busy, waitSeconds, onSend, 'data-testid': testId }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(waitSeconds);
  useEffect(() => {
    setLeft(waitSeconds);
    if (waitSeconds <= 0) return undefined;
    const started = Date.now();
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, waitSeconds - Math.floor((Date.now() - started) / SECOND_MS));
      setLeft(remaining);
      if (remaining === 0) window.clearInterval(timer);
    }, SECOND_MS);
    return () => window.clearInterval(timer);
  }, [waitSeconds]);
  return (
    <Button variant="secondary" busy={busy} disabled={busy || left > 0} onClick={onSend} data-testid={testId}>
      {left > 0 ? t('emailBinding.resendIn', { seconds: left }) : t('login.sendCode')}
    </Button>
  );
}
