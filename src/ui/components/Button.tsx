import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'vip' | 'link';

interface ButtonLookProps {
  variant?: ButtonVariant;
  size?: 'normal' | 'small';
  block?: boolean;
}

function buttonClass({ variant = 'primary', size = 'normal', block }: ButtonLookProps, extra?: string): string {
  return ['button', `button--${variant}`, size === 'small' ? 'button--small' : '', block ? 'button--block' : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLookProps {
  /** Shows a spinner and blocks repeated taps while an action runs. */
  busy?: boolean;
}

export function Button({ variant, size, block, busy, className, children, disabled, type, ...rest }: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={buttonClass({ variant, size, block }, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? <span className="spinner spinner--small" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

export interface ButtonLinkProps extends ButtonLookProps {
  to: string;
  children: ReactNode;
  className?: string;
  /** Runs as the link is followed (a dialog closes as its link leads away). */
  onClick?: () => void;
  'data-testid'?: string;
}

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({ to, variant, size, block, className, children, ...rest }: ButtonLinkProps) {
  return (
    <Link to={to} className={buttonClass({ variant, size, block }, className)} {...rest}>
      {children}
    </Link>
  );
}
