import type { CatalogueFigures } from '../../lib/catalogue-figures.ts';

type Reason = { title: string; body: string };

function reasons(figures: CatalogueFigures | null): Reason[] {
  const apps = figures && figures.appCount > 0 ? `${figures.appCount} UK apps` : 'UK apps';
  return [
    { title: 'Free to use', body: 'No fee to join, share or claim, and no cut of any bonus: each app pays its bonus to you directly.' },
    { title: 'Both sides can earn', body: 'Many apps reward both the new customer and the person who referred them. You can be either, for different apps.' },
    { title: 'Real offers', body: `${apps} in banking, investing, crypto, shopping, rides, food and streaming, each with its bonus and conditions spelt out.` },
    { title: 'Tracked to the reward', body: 'Each match shows where it stands, from In Progress to Awaiting Reward to completed, and either side confirms receipt.' },
    { title: 'Fair turns for referrers', body: 'The codes shared for an app take turns, so every referrer of that app gets their chance to be matched.' },
    { title: 'Private by design', body: 'The other side sees only the part of your email before the @. You never share bank details with anyone here.' },
  ];
}

export function ReasonsToJoin({ figures }: { figures: CatalogueFigures | null }) {
  return (
    <section aria-labelledby="reasons-title" className="mt-16">
      <h2 id="reasons-title" className="text-2xl font-bold tracking-tight text-slate-900">
        Reasons to join
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {reasons(figures).map((reason) => (
          <li key={reason.title} className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 text-green-700" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
              <path d="m4.5 10.5 3.5 3.5 7.5-8" />
            </svg>
            <div>
              <h3 className="font-semibold text-slate-900">{reason.title}</h3>
              <p className="mt-1 text-slate-700">{reason.body}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
