import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useHiddenRoutes } from '../hooks/use-hidden-routes';
import { EntryRedirect } from '../shell/EntryRedirect';
import { RequireSession } from '../shell/RequireSession';
import { RouteBoundary } from '../shell/RouteBoundary';
import { TabLayout } from '../shell/TabLayout';
import { TAB_ROUTES } from '../shell/tab-routes';
import { DiscoverPage, MatchPage, MePage, MessagePage, NotFoundPage } from './pages';
import { APP_ROUTES, type RouteAccess } from './route-table';

const TAB_PAGES = { match: MatchPage, discover: DiscoverPage, message: MessagePage, me: MePage } as const;

function guarded(access: RouteAccess, page: ReactNode): ReactNode {
  if (access === 'public') return page;
  return <RequireSession whileStarting={access === 'profile'}>{page}</RequireSession>;
}

/** The route tree: the entry page, the tab pages under the tab bar, every other page, not-found (also for a feature the operator hid). */
export function AppRoutes() {
  const hidden = useHiddenRoutes();
  return (
    <Routes>
      <Route path="/" element={<EntryRedirect />} />
      <Route
        element={
          <RequireSession>
            <TabLayout />
          </RequireSession>
        }
      >
        {TAB_ROUTES.map((tab) => {
          const Page = TAB_PAGES[tab.id];
          return <Route key={tab.id} path={tab.path} element={hidden.has(tab.path) ? <NotFoundPage /> : <Page />} />;
        })}
      </Route>
      {APP_ROUTES.map((route) => (
        <Route key={route.path} path={route.path} element={<RouteBoundary>{hidden.has(route.path) ? <NotFoundPage /> : guarded(route.access, route.element)}</RouteBoundary>} />
      ))}
      <Route
        path="*"
        element={
          <RouteBoundary>
            <NotFoundPage />
          </RouteBoundary>
        }
      />
    </Routes>
  );
}
