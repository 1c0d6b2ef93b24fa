import { HashRouter, Navigate, Route, Routes } from 'react-router-dom';
import { TabLayout } from './shell/TabLayout';
import { TabPage } from './pages/TabPage';
import { TAB_ROUTES } from './shell/tab-routes';

export function App() {
  return (
    <HashRouter>
      <Routes>
        <Route element={<TabLayout />}>
          {TAB_ROUTES.map((tab) => (
            <Route key={tab.path} path={tab.path} element={<TabPage title={tab.label} />} />
          ))}
        </Route>
        <Route path="*" element={<Navigate to={TAB_ROUTES[0].path} replace />} />
      </Routes>
    </HashRouter>
  );
}
