import { useEffect } from 'react';
import { useAppServices } from '../app-services';

/** The attribute that marks an element as needing a real account (000 §6). */
export const NEED_LOGIN_ATTRIBUTE = 'data-need-login';

/**
 * For tourists, a click on anything inside an element marked `data-need-login` (or a
 * `<NeedLogin>`) is stopped before it reaches the element, and the login prompt opens
 * instead. Registered users click through as usual.
 */
export function useTouristGate(): void {
  const { session, loginPrompt } = useAppServices();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!session.isTourist$.getValue()) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(`[${NEED_LOGIN_ATTRIBUTE}]`) == null) return;
      event.preventDefault();
      event.stopPropagation();
      loginPrompt.open();
    };
    // Capture on the document: before React's handlers and the links' own navigation.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [session, loginPrompt]);
}
