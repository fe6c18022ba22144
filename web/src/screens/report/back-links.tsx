import { Link } from 'react-router';

const LINK = 'rounded text-sm font-semibold text-indigo-700 hover:text-indigo-900 hover:underline';

/** The ways back from a report: the dashboard, where its match is, and the list of reports. */
export function BackLinks() {
  return (
    <nav aria-label="Back" className="flex flex-wrap gap-x-6 gap-y-2">
      <Link to="/dashboard" className={LINK}>
        <span aria-hidden="true">← </span>Back to Dashboard
      </Link>
      <Link to="/reports" className={LINK}>
        My Reports
      </Link>
    </nav>
  );
}
