import { CardList, PLAIN_ON_PHONES, numberedSteps } from '#web/components/ui/card-list.tsx';

const STEPS = [
  { title: 'You add links', body: 'Paste the referral link of each app you use.' },
  { title: 'Smart matching', body: 'When someone asks for one of your apps, your code takes its turn.' },
  { title: 'New users use your codes', body: 'They sign up through your link and meet the app’s conditions.' },
  { title: 'You earn', body: 'The app pays you its referral reward once their sign-up qualifies.' },
] as const;

/** The four-step explainer strip of My Referral Codes. */
export function MatchingSteps() {
  return (
    <section aria-labelledby="matching-steps-title">
      <h2 id="matching-steps-title" className="sr-only">
        How your links earn
      </h2>
      <CardList ordered layout="inline" compact items={numberedSteps(STEPS)} itemClassName={PLAIN_ON_PHONES} className="gap-3 sm:grid-cols-2 lg:grid-cols-4" />
    </section>
  );
}
