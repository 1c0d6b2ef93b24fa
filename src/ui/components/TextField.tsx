import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from './icons/page-icons';
import { IconButton } from './IconButton';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  /** Adds a show/hide button to a password field. */
  revealable?: boolean;
  'data-testid'?: string;
}

/** A labelled text input; passwords get a show/hide button with its own accessible name. */
export function TextField({ label, value, onChange, hint, revealable, type = 'text', ...rest }: TextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = useId();
  const [revealed, setRevealed] = useState(false);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <input
          id={id}
          className="field__input"
          type={revealable && revealed ? 'text' : type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={hint ? hintId : undefined}
          {...rest}
        />
        {revealable ? (
          <IconButton label={revealed ? t('login.hidePassword') : t('login.showPassword')} onClick={() => setRevealed((r) => !r)} aria-pressed={revealed}>
            {revealed ? <EyeOffIcon small /> : <EyeIcon small />}
          </IconButton>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
