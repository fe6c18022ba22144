import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type LinkedCard = { id: string; to: string; title: ReactNode; status: ReactNode; details: ReactNode };

/**
 * Cards, each a link as a whole (named by its title): the title and its status on one line, a line
 * of details under them. `heading` is the titles' level under the page's own headings.
 */
export function LinkedCardList({ cards, heading: Heading = 'h2' }: { cards: readonly LinkedCard[]; heading?: 'h2' | 'h3' }) {
  return (
    <ul className="flex flex-col gap-3">
      {cards.map((card) => (
        <li key={card.id} className="relative rounded-xl border border-neutral-200 bg-surface p-4 shadow-sm hover:border-brand-300">
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <Heading className="min-w-0 font-semibold break-words text-neutral-900">
              {/* The whole card answers the click. */}
              <Link to={card.to} className="after:absolute after:inset-0 after:rounded-xl hover:text-brand-700 hover:underline">
                {card.title}
              </Link>
            </Heading>
            {card.status}
          </div>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-neutral-600">{card.details}</p>
        </li>
      ))}
    </ul>
  );
}
