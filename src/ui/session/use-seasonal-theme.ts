import { useEffect } from 'react';
import { themeOf } from '../../application/look/app-look';
import { useInit } from '../hooks/use-init';

/**
 * Applies the operator's seasonal theme (/profile/init `theme`) to the whole document, so
 * popups and sheets outside the app frame take it too; the app's own look when there is
 * none, an unknown one, or no session.
 */
export function useSeasonalTheme(): void {
  const theme = themeOf(useInit()?.theme);
  useEffect(() => {
    const root = document.documentElement;
    if (theme === null) delete root.dataset.theme;
    else root.dataset.theme = theme;
  }, [theme]);
}
