import type { TabIndex } from '../../application/navigation/shell-store';
import { ROUTE_PATHS } from '../../application/navigation/route-paths';

export type TabId = 'match' | 'discover' | 'message' | 'me';

export interface TabRoute {
  readonly index: TabIndex;
  readonly id: TabId;
  readonly path: string;
  readonly labelKey: `tabs.${TabId}`;
}

/** The four tab pages of spec 000 §2, in tab-index order. */
export const TAB_ROUTES: readonly [TabRoute, TabRoute, TabRoute, TabRoute] = [
  { index: 0, id: 'match', path: ROUTE_PATHS.matchTab, labelKey: 'tabs.match' },
  { index: 1, id: 'discover', path: ROUTE_PATHS.discoverTab, labelKey: 'tabs.discover' },
  { index: 2, id: 'message', path: ROUTE_PATHS.messageTab, labelKey: 'tabs.message' },
  { index: 3, id: 'me', path: ROUTE_PATHS.meTab, labelKey: 'tabs.me' },
];

export function tabPath(index: TabIndex): string {
  return TAB_ROUTES[index].path;
}

export function isTabPath(pathname: string): boolean {
  return TAB_ROUTES.some((tab) => tab.path === pathname);
}
