import { CardList, PLAIN_ON_PHONES, numberedSteps } from '#web/components/ui/card-list.tsx';
import { TitledSection } from '#web/components/ui/titled-section.tsx';

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
    <TitledSection title="Four steps from sign-up to bonus" className="mt-12">
      <CardList
        ordered
        layout="inline"
        items={numberedSteps(STEPS)}
        itemClassName={PLAIN_ON_PHONES}
        className="mt-6 gap-5 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4"
      />
    </TitledSection>
  );
}
