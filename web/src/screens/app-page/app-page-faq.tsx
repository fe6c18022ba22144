import { DEFAULT_WAITING_PERIOD_DAYS } from '#contract/apps/rules.ts';
import type { AppPage } from '#contract/apps/schema.ts';
import { claimExpiryDays } from '#contract/matches/rules.ts';
import { formatPence } from '#contract/shared/money.ts';
import { FaqList, type FaqItem } from '#web/features/apps/components/faq/faq-list.tsx';
import { PRODUCT_NAME } from '#web/lib/use-document-title.ts';
import { refereeRewardText, referrerRewardText } from './app-page-facts.ts';

/** The questions a person arriving for this one app asks, each answered from its offer; a question that does not apply to it is left out. */
function appPageFaqItems({ app }: AppPage): FaqItem[] {
  const referee = refereeRewardText(app);
  const referrer = referrerRewardText(app);
  const waiting = app.reward_waiting_period_days ?? DEFAULT_WAITING_PERIOD_DAYS;
  const items: FaqItem[] = [
    {
      question: `How do I get a ${app.name} referral code?`,
      answer: (
        <p>
          Create a free {PRODUCT_NAME} account and claim a {app.name} code: we give you one member’s code or link, with what to do step by step. You have{' '}
          {claimExpiryDays(app.offer_expiry_days)} days to sign up with it, and you mark the sign-up done on your dashboard so the member knows.
        </p>
      ),
    },
    {
      question: `Does it cost anything?`,
      answer: <p>No. Claiming a code is free, and {app.name} pays any bonus to you directly: we take no part of it.</p>,
    },
  ];
  if (referee) {
    items.push({
      question: `When will I get my ${referee}?`,
      answer: (
        <p>
          {app.name} says it pays within about {waiting} days of a sign-up that meets its terms
          {app.qualifying_spend_amount_pence ? `, which include spending at least ${formatPence(app.qualifying_spend_amount_pence)}` : ''}. The bonus is{' '}
          {app.name}’s to give, not ours: if it does not arrive, report it on the match and our team looks into it.
        </p>
      ),
    });
  }
  if (referrer) {
    items.push({
      question: `I already use ${app.name}. Can I share my code?`,
      answer: (
        <p>
          Yes: add your {app.name} referral link and we pass it to people about to sign up. {app.name} pays you {referrer} for each friend who joins and meets
          its terms.
        </p>
      ),
    });
  }
  items.push({
    question: 'What if the code does not work?',
    answer: <p>Report it on your match. A code other members report as not working is paused, and you can claim another member’s code instead.</p>,
  });
  return items;
}

export function AppPageFaq({ page }: { page: AppPage }) {
  return <FaqList items={appPageFaqItems(page)} />;
}
