const STEPS = [
  {
    title: 'Create your free account',
    body: 'Sign up with your email, a username and a password. Nothing to pay, and no card needed.',
  },
  {
    title: 'Add your apps and codes',
    body: 'Choose the apps you already use and paste their referral links, so people joining those apps can use your codes.',
  },
  {
    title: 'Claim an offer and get matched',
    body: 'Pick an app you want to join and claim an offer: you are matched with someone’s referral code, with steps to follow.',
  },
  {
    title: 'Sign up, confirm and collect',
    body: 'Join the app with the code and meet its conditions. Mark the sign-up complete, and confirm when the app’s bonus arrives.',
  },
] as const;

/** The four steps (user-side.md §2 How it works). */
export function FourSteps() {
  return (
    <section aria-labelledby="steps-title" className="mt-12">
      <h2 id="steps-title" className="text-2xl font-bold tracking-tight text-slate-900">
        Four steps from sign-up to bonus
      </h2>
      <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((step, index) => (
          <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <span aria-hidden="true" className="inline-flex size-9 items-center justify-center rounded-full bg-indigo-600 font-bold text-white">
              {index + 1}
            </span>
            <h3 className="mt-3 font-semibold text-slate-900">{step.title}</h3>
            <p className="mt-1 text-slate-700">{step.body}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
