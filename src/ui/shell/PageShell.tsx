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
  className?: string;
  children: ReactNode;
}

/** The scrolling area under the navigation bar. */
export function PageBody({ padded, className, children }: PageBodyProps) {
  const classes = ['page-body', 'page-body--bottom-safe', padded ? 'page-body--padded' : '', className ?? ''].filter(Boolean).join(' ');
  return <main className={classes}>{children}</main>;
}
