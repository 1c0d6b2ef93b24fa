import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Chevrons and arrows point the reading way: mirrored in right-to-left layouts. */
  directional?: boolean;
  small?: boolean;
}

/** The frame every icon shares: 24×24, stroke in currentColor, hidden from screen readers. */
export function SvgIcon({ directional, small, className, children, ...rest }: IconProps & { children: ReactNode }) {
  const classes = ['icon', small ? 'icon--small' : '', directional ? 'icon--directional' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={classes}
      {...rest}
    >
      {children}
    </svg>
  );
}
