import { NavLink, Outlet } from 'react-router-dom';
import { TAB_ROUTES } from './tab-routes';

export function TabLayout() {
  return (
    <div className="app-frame">
      <main className="app-content">
        <Outlet />
      </main>
      <nav className="tab-bar" aria-label="Main">
        {TAB_ROUTES.map((tab) => (
          <NavLink
            key={tab.id}
            to={tab.path}
            data-testid={`tab-${tab.id}`}
            className={({ isActive }) => (isActive ? 'tab tab--active' : 'tab')}
            aria-label={tab.label}
          >
            <span className="tab__icon" aria-hidden="true" />
            <span className="tab__label">{tab.label}</span>
          </NavLink>
        ))}
      </nav>
    </div>
  );
}
