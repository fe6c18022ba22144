const STEPS = [
  { title: 'You add links', text: 'Paste the referral link of each app you use.' },
  { title: 'Smart matching', text: 'When someone asks for one of your apps, your code takes its turn.' },
  { title: 'New users use your codes', text: 'They sign up through your link and meet the app’s conditions.' },
  { title: 'You earn', text: 'The app pays you its referral reward once their sign-up qualifies.' },
] as const;

/** The four-step explainer strip of My Referral Codes. */
export function MatchingSteps() {
  return (
    <section aria-labelledby="matching-steps-title">
      <h2 id="matching-steps-title" className="sr-only">
        How your links earn
      </h2>
      <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-3 rounded-xl border border-indigo-100 bg-indigo-50 p-4">
            <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-sm font-bold text-white">
              {index + 1}
            </span>
            <span>
              <span className="block font-semibold text-slate-900">{step.title}</span>
              <span className="mt-1 block text-sm text-slate-700">{step.text}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
