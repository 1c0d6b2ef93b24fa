import { Route, Routes } from 'react-router-dom';
import { EntryRedirect } from '../shell/EntryRedirect';
import { RouteBoundary } from '../shell/RouteBoundary';
import { TabLayout } from '../shell/TabLayout';
import { TAB_ROUTES } from '../shell/tab-routes';
import { DiscoverPage, MatchPage, MePage, MessagePage, NotFoundPage } from './pages';
import { APP_ROUTES } from './route-table';

const TAB_PAGES = { match: MatchPage, discover: DiscoverPage, message: MessagePage, me: MePage } as const;

/** The route tree: the entry page, the tab pages under the tab bar, every other page, not-found. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<EntryRedirect />} />
      <Route element={<TabLayout />}>
        {TAB_ROUTES.map((tab) => {
          const Page = TAB_PAGES[tab.id];
          return <Route key={tab.id} path={tab.path} element={<Page />} />;
        })}
      </Route>
      {APP_ROUTES.map((route) => (
        <Route key={route.path} path={route.path} element={<RouteBoundary>{route.element}</RouteBoundary>} />
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
