import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/TextField';

interface FieldProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
}

export interface EmailFieldProps extends FieldProps {
  /** Another label than the sign-in forms' "Email" (the new address of a change). */
  readonly label?: string;
  readonly testId?: string;
  /** Marks the field invalid for assistive technology while its error shows. */
  readonly invalid?: boolean;
}

/** The email field of every form that asks for an address (sign-in, forgot password, binding, change): one keyboard, autofill and placeholder. */
export function EmailField({ value, onChange, label, testId = 'email-input', invalid = false }: EmailFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={label ?? t('login.emailLabel')}
      type="email"
      inputMode="email"
      autoComplete="email"
      placeholder={t('login.emailPlaceholder')}
      value={value}
      onChange={onChange}
      aria-invalid={invalid || undefined}
      data-testid={testId}
    />
  );
}

/** A password field with the show/hide button: the current one (sign-in) or a new one (reset, its confirmation). */
export function PasswordField({ label, purpose, placeholder, testId, ...field }: FieldProps & { readonly label: string; readonly purpose: 'current' | 'new'; readonly placeholder?: string; readonly testId: string }) {
  return <TextField label={label} type="password" autoComplete={`${purpose}-password`} placeholder={placeholder} revealable data-testid={testId} {...field} />;
}
