import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useHiddenRoutes } from '../hooks/use-hidden-routes';
import { ChevronIcon } from './icons/page-icons';

interface RowContentProps {
  icon?: ReactNode;
  title: ReactNode;
  subtitle?: ReactNode;
  /** Shown at the end of the row (current value, a badge). */
  value?: ReactNode;
  chevron?: boolean;
}

function RowContent({ icon, title, subtitle, value, chevron }: RowContentProps) {
  return (
    <>
      {icon ? <span className="list-row__icon">{icon}</span> : null}
      <span className="list-row__body">
        <span className="list-row__title">{title}</span>
        {subtitle ? <span className="list-row__subtitle">{subtitle}</span> : null}
      </span>
      {value !== undefined ? <span className="list-row__value">{value}</span> : null}
      {chevron ? <ChevronIcon small className="list-row__chevron" /> : null}
    </>
  );
}

export interface ListLinkRowProps extends RowContentProps {
  to: string;
  'data-testid'?: string;
}

/** A row that opens another page; none when the operator hid that page's feature. */
export function ListLinkRow({ to, chevron = true, 'data-testid': testId, ...content }: ListLinkRowProps) {
  const hidden = useHiddenRoutes();
  if (hidden.has(to)) return null;
  return (
    <li>
      <Link to={to} className="list-row" data-testid={testId}>
        <RowContent chevron={chevron} {...content} />
      </Link>
    </li>
  );
}

export interface ListButtonRowProps extends RowContentProps {
  onClick: () => void;
  selected?: boolean;
  /** Extra attributes for tests and state (`data-lang`). */
  data?: Record<`data-${string}`, string>;
  lang?: string;
}

/** A row that runs an action; `selected` marks the current choice in a list of options. */
export function ListButtonRow({ onClick, selected, data, lang, ...content }: ListButtonRowProps) {
  return (
    <li>
      <button
        type="button"
        className={selected ? 'list-row list-row--selected' : 'list-row'}
        onClick={onClick}
        aria-pressed={selected}
        lang={lang}
        {...data}
      >
        <RowContent {...content} />
      </button>
    </li>
  );
}

/** A row holding its own control (a toggle), labelled by its title. */
export function ListControlRow({ icon, title, subtitle, control, controlId }: RowContentProps & { control: ReactNode; controlId: string }) {
  return (
    <li>
      <label className="list-row" htmlFor={controlId}>
        <RowContent icon={icon} title={title} subtitle={subtitle} />
        {control}
      </label>
    </li>
  );
}

export function ListGroup({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <>
      {title ? <h2 className="list-group-title">{title}</h2> : null}
      <ul className="list-group">{children}</ul>
    </>
  );
}
