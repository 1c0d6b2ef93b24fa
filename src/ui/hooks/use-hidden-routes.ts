import { useMemo } from 'react';
import { hiddenRoutes } from '../../application/navigation/hidden-services';
import { useInit } from './use-init';

/** The route paths the operator hid (/profile/init config.hide_services), as of the latest init. */
export function useHiddenRoutes(): ReadonlySet<string> {
  const hide = useInit()?.config.hide_services;
  return useMemo(() => hiddenRoutes(hide ?? []), [hide]);
}
