import { Link } from 'react-router-dom';

/**
 * One count in a row of tiles (`.staff-count-tiles`): the number large, what it counts below.
 * With `to` the tile opens the list it counts; `tone` is its colour modifier (a status, or
 * `waiting`, `failed`, `delivered`).
 */
export function CountTile({
  count,
  label,
  tone,
  to,
}: {
  /** Already formatted for the page's language. */
  count: string;
  label: string;
  tone: string;
  to?: string | undefined;
}) {
  const className = `staff-count-tile staff-count-tile--${tone}`;
  const inner = (
    <>
      <span className="staff-count-tile__count">{count}</span>
      <span className="staff-count-tile__label">{label}</span>
    </>
  );
  return to ? (
    <Link to={to} className={className}>
      {inner}
    </Link>
  ) : (
    <span className={className}>{inner}</span>
  );
}
