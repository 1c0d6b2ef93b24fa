import { ROUTE_PATHS } from './route-paths';

/**
 * The features an operator can hide (/profile/init config.hide_services, 000 §3): each
 * name and the routes it owns. A hidden feature's tab, its entries and its routes
 * disappear; a link or deep link to one of its routes lands on "not found". Names the
 * app does not know are ignored (a newer server may hide features this build lacks).
 */
export const HIDEABLE_SERVICES = {
  discover: [ROUTE_PATHS.discoverTab],
  live: [ROUTE_PATHS.live, ROUTE_PATHS.liveEnd],
  games: [ROUTE_PATHS.game],
  moments: [ROUTE_PATHS.publishMoment],
  ranking: [ROUTE_PATHS.ranking],
  points: [ROUTE_PATHS.points],
  call_list: [ROUTE_PATHS.callList],
  customer_service: [ROUTE_PATHS.assistant],
  vip: [ROUTE_PATHS.vip],
} as const satisfies Record<string, readonly string[]>;

export type HideableService = keyof typeof HIDEABLE_SERVICES;

const isHideable = (name: string): name is HideableService => Object.prototype.hasOwnProperty.call(HIDEABLE_SERVICES, name);

/** The route paths hidden by `hideServices`. */
export function hiddenRoutes(hideServices: readonly string[]): ReadonlySet<string> {
  return new Set(hideServices.filter(isHideable).flatMap((name) => HIDEABLE_SERVICES[name]));
}
