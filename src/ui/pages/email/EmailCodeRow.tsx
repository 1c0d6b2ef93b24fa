import { EmailField } from '../login/LoginFields';
import { FieldError } from './FieldError';
import { SendCodeButton } from './SendCodeButton';

export interface EmailCodeRowProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The address's error, shown under the row (undefined: none). */
  readonly error: string | undefined;
  readonly busy: boolean;
  /** Seconds until the server mails another code to this address (0: now). */
  readonly waitSeconds: number;
  readonly onSend: () => void;
  readonly inputTestId: string;
  readonly sendTestId: string;
}

/** An e-mail address with its "Send code" button beside it and its error under both: binding an address and moving to a new one ask the same way. */
export function EmailCodeRow({ label, value, onChange, error, busy, waitSeconds, onSend, inputTestId, sendTestId }: EmailCodeRowProps) {
  return (
    <>
      <div className="form__row">
        <EmailField label={label} value={value} onChange={onChange} invalid={error !== undefined} testId={inputTestId} />
        <SendCodeButton busy={busy} waitSeconds={waitSeconds} onSend={onSend} data-testid={sendTestId} />
      </div>
      <FieldError text={error} />
    </>
  );
}
