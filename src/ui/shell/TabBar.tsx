import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useHiddenRoutes } from '../hooks/use-hidden-routes';
import { TabGradientDefs, TabIcon } from './TabIcons';
import { TAB_ROUTES } from './tab-routes';

/** The bottom tab bar (62 px, spec 000 §2); the current tab carries aria-current="page". A tab the operator hid is left out. */
export function TabBar() {
  const { t } = useTranslation();
  const hidden = useHiddenRoutes();
  return (
    <>
      <nav className="tab-bar" aria-label={t('shell.mainNavigation')}>
        <TabGradientDefs />
        {TAB_ROUTES.filter((tab) => !hidden.has(tab.path)).map((tab) => (
          <NavLink
            key={tab.id}
            to={tab.path}
            replace
            data-testid={`tab-${tab.id}`}
            className={({ isActive }) => (isActive ? 'tab tab--active' : 'tab')}
          >
            {({ isActive }) => (
              <>
                <TabIcon id={tab.id} active={isActive} />
                <span className="tab__label">{t(tab.labelKey)}</span>
              </>
            )}
          </NavLink>
        ))}
      </nav>
      <div className="tab-bar-safe-area" aria-hidden="true" />
    </>
  );
}
