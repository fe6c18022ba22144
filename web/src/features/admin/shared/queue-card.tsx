import { useId, type ReactNode } from 'react';

type QueueCardProps = {
  title: ReactNode;
  /** Under the title: who sent it and when, what it is about. */
  byline: ReactNode;
  /** Beside the title: its status, its priority. */
  badges: ReactNode;
  children: ReactNode;
};

/** One item of an admin queue (a report, a support request), an article named by its title. */
export function QueueCard({ title, byline, badges, children }: QueueCardProps) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-6 rounded-2xl border border-neutral-200 bg-surface p-4 shadow-sm sm:p-6">
      <header className="flex flex-col items-start gap-2 sm:flex-row sm:justify-between">
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg font-bold break-words text-neutral-900">
            {title}
          </h3>
          {byline}
        </div>
        {badges}
      </header>
      {children}
    </article>
  );
}
