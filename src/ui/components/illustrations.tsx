import { useId, type ReactNode } from 'react';

/**
 * Decorative art for empty, coming-soon and error states, drawn with the accent gradient.
 * Hidden from screen readers: the heading next to it says what it means.
 */
function Art({ children }: { children: (gradient: string, glow: string) => ReactNode }) {
  const id = useId().replace(/:/g, '');
  const gradient = `art-gradient-${id}`;
  const glow = `art-glow-${id}`;
  return (
    <svg viewBox="0 0 160 160" aria-hidden="true" focusable="false" width="100%" height="100%">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ff4f9a" />
          <stop offset="0.55" stopColor="#c04cff" />
          <stop offset="1" stopColor="#7a5cff" />
        </linearGradient>
        <radialGradient id={glow}>
          <stop offset="0" stopColor="#c04cff" stopOpacity="0.45" />
          <stop offset="1" stopColor="#c04cff" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="80" cy="80" r="78" fill={`url(#${glow})`} />
      {children(`url(#${gradient})`, `url(#${glow})`)}
    </svg>
  );
}

export function MatchArt() {
  return (
    <Art>
      {(g) => (
        <>
          <circle cx="62" cy="76" r="30" fill="#1e1b2a" stroke={g} strokeWidth="4" />
          <circle cx="98" cy="76" r="30" fill="#1e1b2a" stroke={g} strokeWidth="4" opacity="0.9" />
          <path d="M80 104s-17-10-20.5-20.8c-2.2-7 2.6-13.4 9.3-13.4 4.6 0 8.1 2.4 11.2 6.2 3.1-3.8 6.6-6.2 11.2-6.2 6.7 0 11.5 6.4 9.3 13.4C97 94 80 104 80 104z" fill={g} />
          <circle cx="126" cy="40" r="4" fill="#ff4f9a" />
          <circle cx="34" cy="116" r="3" fill="#9b5cff" />
          <path d="M120 118l3 6 6 3-6 3-3 6-3-6-6-3 6-3z" fill="#ffc45c" />
        </>
      )}
    </Art>
  );
}

export function DiscoverArt() {
  return (
    <Art>
      {(g) => (
        <>
          <rect x="34" y="40" width="56" height="78" rx="14" fill="#1e1b2a" stroke="#3a3450" strokeWidth="3" transform="rotate(-10 62 79)" />
          <rect x="70" y="36" width="56" height="78" rx="14" fill="#1e1b2a" stroke={g} strokeWidth="4" transform="rotate(8 98 75)" />
          <circle cx="98" cy="66" r="12" fill={g} />
          <path d="M80 100c4-10 32-10 36 0" stroke={g} strokeWidth="4" fill="none" strokeLinecap="round" />
          <circle cx="118" cy="122" r="16" fill="#15131e" stroke={g} strokeWidth="4" />
          <path d="M129 133l10 10" stroke={g} strokeWidth="5" strokeLinecap="round" />
        </>
      )}
    </Art>
  );
}

export function MessageArt() {
  return (
    <Art>
      {(g) => (
        <>
          <path d="M30 48a14 14 0 0 1 14-14h50a14 14 0 0 1 14 14v26a14 14 0 0 1-14 14H58l-16 12V88a14 14 0 0 1-12-14z" fill="#1e1b2a" stroke="#3a3450" strokeWidth="3" />
          <path d="M58 78a14 14 0 0 1 14-14h46a14 14 0 0 1 14 14v24a14 14 0 0 1-14 14h-2v12l-16-12H72a14 14 0 0 1-14-14z" fill={g} />
          <circle cx="80" cy="90" r="4" fill="#fff" />
          <circle cx="95" cy="90" r="4" fill="#fff" />
          <circle cx="110" cy="90" r="4" fill="#fff" />
        </>
      )}
    </Art>
  );
}

export function ComingSoonArt() {
  return (
    <Art>
      {(g) => (
        <>
          <path d="M80 24c18 12 26 34 22 62H58c-4-28 4-50 22-62z" fill="#1e1b2a" stroke={g} strokeWidth="4" strokeLinejoin="round" />
          <circle cx="80" cy="58" r="9" fill={g} />
          <path d="M58 76l-14 16 16 2M102 76l14 16-16 2" fill="#1e1b2a" stroke={g} strokeWidth="4" strokeLinejoin="round" />
          <path d="M68 96c0 14 6 24 12 32 6-8 12-18 12-32z" fill="#ffb347" />
          <path d="M74 96c0 9 3 15 6 20 3-5 6-11 6-20z" fill="#ffe29a" />
          <circle cx="124" cy="44" r="3" fill="#fff" opacity="0.7" />
          <circle cx="36" cy="56" r="2" fill="#fff" opacity="0.6" />
          <circle cx="130" cy="108" r="2.5" fill="#fff" opacity="0.5" />
        </>
      )}
    </Art>
  );
}

export function ErrorArt() {
  return (
    <Art>
      {(g) => (
        <>
          <circle cx="80" cy="80" r="44" fill="#1e1b2a" stroke={g} strokeWidth="4" />
          <path d="M80 58v28" stroke="#fff" strokeWidth="7" strokeLinecap="round" />
          <circle cx="80" cy="102" r="4.5" fill="#fff" />
        </>
      )}
    </Art>
  );
}

export function NotFoundArt() {
  return (
    <Art>
      {(g) => (
        <>
          <circle cx="72" cy="72" r="32" fill="#1e1b2a" stroke={g} strokeWidth="5" />
          <path d="M96 96l26 26" stroke={g} strokeWidth="9" strokeLinecap="round" />
          <path d="M62 64l20 16M82 64L62 80" stroke="#a8a3bb" strokeWidth="5" strokeLinecap="round" />
        </>
      )}
    </Art>
  );
}

export function MaintenanceArt() {
  return (
    <Art>
      {(g) => (
        <>
          <circle cx="80" cy="80" r="44" fill="#1e1b2a" stroke={g} strokeWidth="4" />
          <path d="M80 52v30l18 12" fill="none" stroke={g} strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
          <path d="M116 112l18 18M124 104l-16 16" stroke="#ffb347" strokeWidth="6" strokeLinecap="round" />
          <circle cx="38" cy="44" r="2.5" fill="#fff" opacity="0.6" />
          <circle cx="128" cy="40" r="2" fill="#fff" opacity="0.7" />
        </>
      )}
    </Art>
  );
}

export function GiftArt() {
  return (
    <Art>
      {(g) => (
        <>
          <rect x="36" y="64" width="88" height="64" rx="10" fill="#1e1b2a" stroke={g} strokeWidth="4" />
          <rect x="30" y="50" width="100" height="22" rx="8" fill={g} />
          <path d="M80 50v78" stroke="#ffe29a" strokeWidth="8" />
          <path d="M80 50c-8-18-30-22-30-8 0 8 14 8 30 8zM80 50c8-18 30-22 30-8 0 8-14 8-30 8z" fill="#ffb347" />
          <circle cx="130" cy="34" r="3" fill="#fff" opacity="0.7" />
          <circle cx="30" cy="112" r="2.5" fill="#fff" opacity="0.6" />
        </>
      )}
    </Art>
  );
}
