import type { TabIndex } from '../../application/navigation/shell-store';

export type TabId = 'match' | 'discover' | 'message' | 'me';

export interface TabRoute {
  readonly index: TabIndex;
  readonly id: TabId;
  readonly path: string;
  readonly labelKey: `tabs.${TabId}`;
}

/** The four tab pages of spec 000 §2, in tab-index order. */
export const TAB_ROUTES: readonly [TabRoute, TabRoute, TabRoute, TabRoute] = [
  { index: 0, id: 'match', path: '/pages/match/index', labelKey: 'tabs.match' },
  { index: 1, id: 'discover', path: '/pages/discover/index', labelKey: 'tabs.discover' },
  { index: 2, id: 'message', path: '/pages/message/index', labelKey: 'tabs.message' },
  { index: 3, id: 'me', path: '/pages/me/index', labelKey: 'tabs.me' },
];

export function tabPath(index: TabIndex): string {
  return TAB_ROUTES[index].path;
}

export function isTabPath(pathname: string): boolean {
  return TAB_ROUTES.some((tab) => tab.path === pathname);
}
