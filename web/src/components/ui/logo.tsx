import { Link } from 'react-router';
import { PRODUCT_NAME } from '#web/lib/use-document-title.ts';

/** The mark: a code passed round a loop of two arrows, on the brand's teal (web/public/favicon.svg draws the same). */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className={className}>
      <rect width="32" height="32" rx="9" className="fill-brand-600" />
      <g fill="none" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" className="stroke-on-fill">
        <path d={MARK_PATH} />
      </g>
      <circle cx="16" cy="16" r="2.4" className="fill-on-fill" />
    </svg>
  );
}

const MARK_PATH = 'M8.5 15a7.5 7.5 0 0 1 13.6-4.4M22.8 6.6l-.5 4.2-4.2-.5M23.5 17a7.5 7.5 0 0 1-13.6 4.4M9.2 25.4l.5-4.2 4.2.5';

/** The product's name and mark, linking to `to`; the link's name is the product's name. */
export function Logo({ to }: { to: string }) {
  return (
    <Link to={to} className="inline-flex shrink-0 items-center gap-2 rounded-md text-lg font-bold tracking-tight whitespace-nowrap text-neutral-900">
      <LogoMark />
      <span>{PRODUCT_NAME}</span>
    </Link>
  );
}

/** The product's mark and name with an Admin badge, for the administrator's screens. */
export function AdminBrand() {
  return (
    <p className="inline-flex items-center gap-2 text-lg font-bold whitespace-nowrap text-neutral-900">
      <LogoMark />
      {PRODUCT_NAME} <span className="rounded-md bg-neutral-800 px-2 py-0.5 text-xs font-semibold text-on-fill">Admin</span>
    </p>
  );
}
