import type { ReactNode } from 'react';
import './pages.css';

/** The centred art, headline and text of a tab page that has no content yet. */
export function TabHero({ art, title, body, badge, children }: { art: ReactNode; title: string; body: string; badge?: string; children?: ReactNode }) {
  return (
    <section className="hero">
      <div className="hero__art">{art}</div>
      {badge ? <span className="pill">{badge}</span> : null}
      <h2 className="hero__title">{title}</h2>
      <p className="hero__body">{body}</p>
      {children}
    </section>
  );
}
