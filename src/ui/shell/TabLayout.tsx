import { Outlet } from 'react-router-dom';
import { RouteBoundary } from './RouteBoundary';
import { TabBar } from './TabBar';

/** Tab pages above, the tab bar below; each tab page loads lazily inside its own boundary. */
export function TabLayout() {
  return (
    <div className="tab-layout">
      <div className="tab-layout__content">
        <RouteBoundary>
          <Outlet />
        </RouteBoundary>
      </div>
      <TabBar />
    </div>
  );
}
