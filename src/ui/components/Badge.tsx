import type { ReactNode } from 'react';

export type BadgeTone = 'vip' | 'verified' | 'level' | 'neutral' | 'count' | 'demo';

export interface BadgeProps {
  tone: BadgeTone;
  children: ReactNode;
  /** Read instead of the visible text when the text alone is ambiguous (a bare "3"). */
  label?: string;
  'data-testid'?: string;
}

export function Badge({ tone, children, label, ...rest }: BadgeProps) {
  return (
    <span className={`badge badge--${tone}`} {...rest}>
      {label ? (
        <>
          <span aria-hidden="true">{children}</span>
          <span className="visually-hidden">{label}</span>
        </>
      ) : (
        children
      )}
    </span>
  );
}
