import type { ReactNode } from 'react';

type ValuePoint = { title: string; body: string; icon: ReactNode };

const iconClass = 'size-6';

const POINTS: ValuePoint[] = [
  {
    title: 'Free when you sign up with a code',
    body: 'Pick an app you want to join and claim a referral code from someone who already uses it. You follow the app’s own sign-up steps and its bonus terms.',
    icon: (
      <svg aria-hidden="true" viewBox="0 0 24 24" className={iconClass} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M20 12v9H4v-9M2 7h20v5H2zM12 21V7M12 7H7.5a2.5 2.5 0 1 1 0-5C11 2 12 7 12 7Zm0 0h4.5a2.5 2.5 0 1 0 0-5C13 2 12 7 12 7Z" />
      </svg>
    ),
  },
  {
    title: 'Your codes reach people who need them',
    body: 'Add the referral links of the apps you already use. When someone wants to join one of those apps, they can be matched with your code.',
    icon: (
      <svg aria-hidden="true" viewBox="0 0 24 24" className={iconClass} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
      </svg>
    ),
  },
  {
    title: 'Every match tracked to the reward',
    body: 'Each match shows where it stands, from sign-up to the bonus arriving, and either of you can confirm when it has been received.',
    icon: (
      <svg aria-hidden="true" viewBox="0 0 24 24" className={iconClass} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M9 11l3 3 8-8M20 12v7a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h9" />
      </svg>
    ),
  },
];

export function ValuePoints() {
  return (
    <section aria-labelledby="value-title" className="mx-auto max-w-6xl px-4 pt-4 pb-16 sm:px-6">
      <h2 id="value-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Why people use it
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {POINTS.map((point) => (
          <li key={point.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-indigo-100 text-indigo-700">{point.icon}</span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{point.title}</h3>
            <p className="mt-2 text-slate-700">{point.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
