import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/TextField';

interface FieldProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
}

/** The email field of the sign-in forms (email login, forgot password): one label, keyboard, autofill and test id. */
export function EmailField({ value, onChange }: FieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('login.emailLabel')}
      type="email"
      inputMode="email"
      autoComplete="email"
      placeholder={t('login.emailPlaceholder')}
      value={value}
      onChange={onChange}
      data-testid="email-input"
    />
  );
}

/** A password field with the show/hide button: the current one (sign-in) or a new one (reset, its confirmation). */
export function PasswordField({ label, purpose, placeholder, testId, ...field }: FieldProps & { readonly label: string; readonly purpose: 'current' | 'new'; readonly placeholder?: string; readonly testId: string }) {
  return <TextField label={label} type="password" autoComplete={`${purpose}-password`} placeholder={placeholder} revealable data-testid={testId} {...field} />;
}
