import { Link } from 'react-router';

const LINK = 'rounded text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline';

/** The ways back from one thread (a report, a support request): the dashboard, and the list it belongs to. */
export function BackLinks({ list }: { list: { to: string; label: string } }) {
  return (
    <nav aria-label="Back" className="flex flex-wrap gap-x-6 gap-y-2">
      <Link to="/dashboard" className={LINK}>
        <span aria-hidden="true">← </span>Back to Dashboard
      </Link>
      <Link to={list.to} className={LINK}>
        {list.label}
      </Link>
    </nav>
  );
}
