import type { ReactNode } from 'react';

/** The screen's one h1, with an optional line saying what the screen is for. */
export function PageTitle({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className="max-w-3xl">
      <h1 className="text-3xl font-bold tracking-tight text-balance text-neutral-900 sm:text-4xl">{title}</h1>
      {children && <p className="mt-3 text-lg text-neutral-700">{children}</p>}
    </div>
  );
}
