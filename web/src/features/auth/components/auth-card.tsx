import { useId, type ReactNode } from 'react';

/** The card the account screens sit in (signing up and in, resetting a password): the screen's heading, a line under it, the form. */
export function AuthCard({ title, intro, children }: { title: string; intro?: string | null; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 id={titleId} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {title}
      </h1>
      {intro && <p className="mt-2 text-slate-600">{intro}</p>}
      {children}
    </section>
  );
}
