import { Link } from 'react-router';
import { PRODUCT_NAME } from '#web/lib/use-document-title.ts';

export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className={className}>
      <rect width="32" height="32" rx="8" className="fill-indigo-600" />
      <path d="M9 12.5h13l-4-4M23 19.5H10l4 4" fill="none" stroke="white" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The product's name and mark, linking to `to`; the link's name is the product's name. */
export function Logo({ to }: { to: string }) {
  return (
    <Link to={to} className="inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight text-slate-900">
      <LogoMark />
      <span>{PRODUCT_NAME}</span>
    </Link>
  );
}

/** The product's mark and name with an Admin badge, for the administrator's screens. */
export function AdminBrand() {
  return (
    <p className="inline-flex items-center gap-2 text-lg font-bold whitespace-nowrap text-slate-900">
      <LogoMark />
      {PRODUCT_NAME} <span className="rounded-md bg-slate-800 px-2 py-0.5 text-xs font-semibold text-white">Admin</span>
    </p>
  );
}
