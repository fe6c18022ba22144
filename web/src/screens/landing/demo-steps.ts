/** The five steps of the landing demo, in order (user-side.md §2 Landing). */
export type DemoStep = { title: string; description: string };

export const DEMO_STEPS: readonly DemoStep[] = [
  {
    title: 'Sign up',
    description: 'Create a free account with your email, a username and a password.',
  },
  {
    title: 'Choose apps',
    description: 'Pick the apps you already use, to share your referral links, and the ones you would like to join.',
  },
  {
    title: 'Get matched',
    description: 'Claim an offer and you are matched with someone’s referral code for that app. When someone claims your code, you are told.',
  },
  {
    title: 'Complete sign-ups',
    description: 'Join the app with the code, meet its conditions, such as a first card payment, then mark the sign-up complete.',
  },
  {
    title: 'Collect money',
    description:
      'The app pays its bonus on its own schedule, and either of you confirms when it arrives. Apps can change their bonuses, so none is guaranteed.',
  },
];
