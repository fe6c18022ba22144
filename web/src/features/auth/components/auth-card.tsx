import { useId, type ReactNode } from 'react';

/** The card the account screens sit in (signing up and in, resetting a password): the screen's heading, a line under it, the form. */
export function AuthCard({ title, intro, children }: { title: string; intro?: string | null; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="w-full max-w-md rounded-2xl border border-neutral-200 bg-surface p-6 shadow-sm sm:p-8">
      <h1 id={titleId} className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">
        {title}
      </h1>
      {intro && <p className="mt-2 text-neutral-600">{intro}</p>}
      {children}
    </section>
  );
}
