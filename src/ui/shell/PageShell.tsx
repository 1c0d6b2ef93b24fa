import { useRef, type ReactNode } from 'react';
import { NavBar, type NavBarProps } from './NavBar';
import { useGoBack } from './use-go-back';
import { useSwipeBack } from './use-swipe-back';

export interface PageShellProps extends NavBarProps {
  /** Off on tab pages and the live room (001 §2: swipe-back disabled there). */
  swipeBack?: boolean;
  className?: string;
  children: ReactNode;
}

/** A screen: the navigation bar and the page's body, with swipe-back from the leading edge. */
export function PageShell({ swipeBack = true, className, children, ...nav }: PageShellProps) {
  const page = useRef<HTMLDivElement>(null);
  const goBack = useGoBack();
  useSwipeBack(page, swipeBack && nav.back !== false, goBack);
  return (
    <div ref={page} className={['page', className ?? ''].filter(Boolean).join(' ')}>
      <NavBar {...nav} />
      {children}
    </div>
  );
}

export interface PageBodyProps {
  padded?: boolean;
  /** Content runs to the bottom edge and handles the home-indicator inset itself. */
  flush?: boolean;
  /** For long text with no controls: keyboard users can focus the body to scroll it. */
  label?: string;
  className?: string;
  children: ReactNode;
}

/** The scrolling area under the navigation bar. */
export function PageBody({ padded, flush, label, className, children }: PageBodyProps) {
  const classes = ['page-body', flush ? '' : 'page-body--bottom-safe', padded ? 'page-body--padded' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <main className={classes} tabIndex={label ? 0 : undefined} aria-label={label}>
      {children}
    </main>
  );
}
