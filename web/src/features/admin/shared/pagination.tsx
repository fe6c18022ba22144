import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { pageWindow } from './page-window.ts';

type PaginationProps = {
  /** Names the navigation landmark: which list these pages are of. */
  label: string;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
};

/** Previous, up to five numbered pages, Next. */
export function Pagination({ label, page, totalPages, onPage }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-2">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous<span className="sr-only"> page</span>
      </Button>
      <ul className="flex flex-wrap gap-1">
        {pageWindow(page, totalPages).map((number) => (
          <li key={number}>
            <button
              type="button"
              aria-label={`Page ${number}`}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => onPage(number)}
              className={cn(
                'min-h-10 min-w-10 rounded-lg border px-3 text-sm font-semibold',
                number === page ? 'border-brand-600 bg-brand-600 text-on-fill' : 'border-neutral-300 bg-surface text-neutral-800 hover:bg-neutral-50',
              )}
            >
              {number}
            </button>
          </li>
        ))}
      </ul>
      <Button variant="secondary" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next<span className="sr-only"> page</span>
      </Button>
    </nav>
  );
}
