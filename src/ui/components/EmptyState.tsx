import type { ReactNode } from 'react';

export interface EmptyStateProps {
  art?: ReactNode;
  title: string;
  body?: string;
  /** A small label above the title ("Coming soon"). */
  eyebrow?: string;
  actions?: ReactNode;
  fill?: boolean;
  headingLevel?: 1 | 2;
  'data-testid'?: string;
}

export function EmptyState({ art, title, body, eyebrow, actions, fill = true, headingLevel = 2, 'data-testid': testId }: EmptyStateProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={fill ? 'state state--fill' : 'state'} data-testid={testId}>
      {art ? <div className="state__art">{art}</div> : null}
      {eyebrow ? <span className="pill">{eyebrow}</span> : null}
      <Heading className="state__title">{title}</Heading>
      {body ? <p className="state__body">{body}</p> : null}
      {actions ? <div className="state__actions">{actions}</div> : null}
    </section>
  );
}
