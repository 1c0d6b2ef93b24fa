import { useEffect, type ReactNode } from 'react';
import { HashRouter, useLocation, useNavigate } from 'react-router-dom';

/** The router's path of an address's hash: `#/a/b?c` → `/a/b?c`, no hash → the entry `/`. */
function hashPath(hash: string): string {
  const path = hash.replace(/^#/, '');
  return path === '' ? '/' : path;
}

/**
 * Takes the router to the address when the two disagree once the router listens. HashRouter
 * reads the address when it first renders but starts listening only when it commits; the
 * prerendered sign-in page is hydrated in slices (src/main.tsx), so under load an address
 * change in between (the back button, a link, a test) was never seen: the address named one
 * page and the screen showed the sign-in page until the next navigation.
 */
function AddressCatchUp() {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  // Once, after mount: HashRouter's listener is attached in its layout effect, which runs
  // before this effect, so any later change reaches the router by itself.
  useEffect(() => {
    const address = hashPath(window.location.hash);
    if (address !== `${pathname}${search}${hash}`) void navigate(address, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the change made before the router listened
  }, []);
  return null;
}

/** The browser's hash router, which never misses an address change made while it was mounting. */
export function CatchingUpHashRouter({ children }: { children: ReactNode }) {
  return (
    <HashRouter>
      <AddressCatchUp />
      {children}
    </HashRouter>
  );
}
