import type { ReactNode } from 'react';
import { createPath, Router, type Navigator } from 'react-router-dom';

/** Links as the browser's HashRouter writes them (`#/path`, no <base> element), so hydration finds the same href. */
const HASH_HREFS: Navigator = {
  createHref: (to) => `#${typeof to === 'string' ? to : createPath(to)}`,
  // Nothing navigates while rendering to a string.
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

/** A router fixed at `path` for rendering to HTML at build time, with the hash router's hrefs. */
export function staticHashRouter(path: string) {
  return function StaticHashRouter({ children }: { children: ReactNode }) {
    return (
      <Router location={path} navigator={HASH_HREFS} static>
        {children}
      </Router>
    );
  };
}
