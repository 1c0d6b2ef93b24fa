import { useId } from 'react';

/** The Glint mark: a four-point spark on the accent gradient. */
export function GlintLogo({ size = 72 }: { size?: number }) {
  const id = `logo-${useId().replace(/:/g, '')}`;
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ff4f9a" />
          <stop offset="0.55" stopColor="#c04cff" />
          <stop offset="1" stopColor="#7a5cff" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="18" fill={`url(#${id})`} />
      <path d="M32 12c1.6 9.4 5.6 14.2 16 16.4-10.4 2.2-14.4 7-16 19.6-1.6-12.6-5.6-17.4-16-19.6C26.4 26.2 30.4 21.4 32 12z" fill="#fff" />
      <circle cx="46" cy="44" r="3" fill="#fff" opacity="0.85" />
    </svg>
  );
}
