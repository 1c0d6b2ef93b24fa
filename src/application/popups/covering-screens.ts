import { canShowScheduledUnpaidOffer, type OfferBlockingScreen } from '../../domain/offers';
import { ROUTE_PATHS } from '../navigation/route-paths';

/** The routes of the screens no popup below a call may cover (000 §4): they count as a call for the popup arbiter. */
const BLOCKING_ROUTES: Readonly<Record<string, OfferBlockingScreen>> = {
  [ROUTE_PATHS.callScreen]: 'call',
  [ROUTE_PATHS.coinsPayment]: 'coinsPayment',
  [ROUTE_PATHS.payResult]: 'payResult',
};

/** The path of a hash-router location ('#/pages/x?y=1' → '/pages/x'). */
export function routePathOf(hash: string): string {
  const path = hash.replace(/^#/, '').split('?')[0] ?? '';
  return path === '' ? '/' : path;
}

/** The blocking screens open at `path` (none, or the one it is). */
export function openScreensAt(path: string): readonly OfferBlockingScreen[] {
  const screen = BLOCKING_ROUTES[path];
  return screen === undefined ? [] : [screen];
}

/** Is the screen at `path` one no popup below a call may cover? */
export function coveringScreenAt(path: string): boolean {
  return !canShowScheduledUnpaidOffer(openScreensAt(path));
}
