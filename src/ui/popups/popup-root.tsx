import { createContext, useContext, useState, type ReactNode } from 'react';

const PopupRootContext = createContext<HTMLElement | null>(null);

/**
 * The element popups render into: inside the phone-width frame, so a sheet on a desktop
 * stays in the column instead of spanning the window.
 */
export function PopupRootProvider({ children }: { children: ReactNode }) {
  const [root, setRoot] = useState<HTMLElement | null>(null);
  return (
    <PopupRootContext.Provider value={root}>
      {children}
      <div className="popup-root" ref={setRoot} />
    </PopupRootContext.Provider>
  );
}

export function usePopupRoot(): HTMLElement | null {
  return useContext(PopupRootContext);
}
