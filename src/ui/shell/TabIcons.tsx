import type { TabId } from './tab-routes';

/** Shared gradient for selected tab icons; rendered once by the tab bar. */
export const TAB_GRADIENT_ID = 'glint-tab-gradient';

export function TabGradientDefs() {
  return (
    <svg width="0" height="0" aria-hidden="true" focusable="false" style={{ position: 'absolute' }}>
      <defs>
        <linearGradient id={TAB_GRADIENT_ID} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ff4f9a" />
          <stop offset="0.55" stopColor="#c04cff" />
          <stop offset="1" stopColor="#7a5cff" />
        </linearGradient>
      </defs>
    </svg>
  );
}

const PATHS: Record<TabId, string> = {
  // A heart with a spark: meeting someone.
  match: 'M11 20.3S3 15.6 2.6 10.2C2.3 6.9 4.6 4.5 7.4 4.5c1.6 0 2.9.8 3.6 2 .7-1.2 2-2 3.6-2 2.8 0 5.1 2.4 4.8 5.7-.4 5.4-8.4 10.1-8.4 10.1zM19.5 1.8l.8 1.9 1.9.8-1.9.8-.8 1.9-.8-1.9-1.9-.8 1.9-.8z',
  discover: 'M12 2.5a9.5 9.5 0 1 1 0 19 9.5 9.5 0 0 1 0-19zM15.8 8.2l-5.3 2.3-2.3 5.3 5.3-2.3z',
  message: 'M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v9a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 3.8V17A2.5 2.5 0 0 1 4 14.5z',
  me: 'M12 3a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zM3.5 20.5c.8-4.2 4.3-6.5 8.5-6.5s7.7 2.3 8.5 6.5z',
};

/** A tab's icon: outlined when idle, filled with the accent gradient when selected. */
export function TabIcon({ id, active }: { id: TabId; active: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className="tab__icon" aria-hidden="true" focusable="false">
      <path
        d={PATHS[id]}
        fill={active ? `url(#${TAB_GRADIENT_ID})` : 'none'}
        stroke={active ? 'none' : 'currentColor'}
        strokeWidth={1.8}
        strokeLinejoin="round"
        fillRule="evenodd"
      />
    </svg>
  );
}
