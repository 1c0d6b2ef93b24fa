import type { InputHTMLAttributes } from 'react';

export interface ToggleProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off switch: a native checkbox with role switch, so it is keyboard and screen-reader ready. */
export function Toggle({ checked, onChange, className, ...rest }: ToggleProps) {
  return (
    <span className={['toggle', className ?? ''].filter(Boolean).join(' ')}>
      <input
        type="checkbox"
        role="switch"
        className="toggle__input"
        checked={checked}
        aria-checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        {...rest}
      />
      <span className="toggle__track" aria-hidden="true" />
    </span>
  );
}
