/**
 * The product's FAQ (user-side.md §2 How it works): the eight questions, answered honestly and
 * with figures from the live catalogue where it has them. Shared by the landing page and How it works.
 */
import { DEFAULT_MAX_USES } from '#contract/referral-codes/rules.ts';
import { formatEstimate, type PenceRange } from '#contract/shared/money.ts';
import { DEFAULT_WAITING_PERIOD_DAYS } from '#contract/apps/rules.ts';
import { CATEGORY_LABELS, PROMPT_PAYMENT_DAYS, type CatalogueFigures } from '#web/features/apps/logic/catalogue-figures.ts';
import { PRODUCT_NAME } from '#web/lib/use-document-title.ts';
import { FaqList, type FaqItem } from './faq-list.tsx';

const listFormat = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });

/** "of £1-£200", or "of £10" when every bonus is the same: in whole pounds, as the live figures beside it. */
function fromTo(range: PenceRange): string {
  return `of ${formatEstimate(range)}`;
}

function earningsFigures(figures: CatalogueFigures | null): string {
  const parts = [
    figures?.signUpBonus && `sign-up bonuses ${fromTo(figures.signUpBonus)}`,
    figures?.referrerBonus && `referrer bonuses ${fromTo(figures.referrerBonus)}`,
  ].filter((part): part is string => Boolean(part));
  return parts.length === 0 ? '' : `Right now, our catalogue has ${listFormat.format(parts)}, and some apps pay only one side. `;
}

function timingFigures(figures: CatalogueFigures | null): string {
  if (!figures?.waiting) return '';
  const { minDays, maxDays, promptCount } = figures.waiting;
  const shortest = minDays === 0 ? 'some pay as soon as the conditions are met' : `the shortest wait is ${minDays} days`;
  return ` Across the catalogue today, ${shortest}, the longest is ${maxDays} days, and ${promptCount} of ${figures.appCount} offers pay within ${PROMPT_PAYMENT_DAYS} days.`;
}

function appsAnswer(figures: CatalogueFigures | null): string {
  if (!figures || figures.appCount === 0) {
    return 'Apps in banking, investing, crypto, shopping and cashback, rides, food and streaming. You see every offer, with its bonus, when you choose your apps.';
  }
  const categories = listFormat.format(figures.categories.map(({ category, appCount }) => `${CATEGORY_LABELS[category].toLowerCase()} (${appCount})`));
  return `${figures.appCount} apps right now: ${categories}. Apps are added and removed as their offers change, and you see every offer, with its bonus, when you choose your apps.`;
}

function productFaqItems(figures: CatalogueFigures | null): FaqItem[] {
  return [
    {
      question: `What is ${PRODUCT_NAME}?`,
      answer: (
        <p>
          A place where people in the UK swap referral codes for the apps they use. If you already use an app, you share your referral link; if you are about to
          join one, you claim someone’s code and sign up with it. Many apps pay a bonus to one or both of you when that happens. We pair you up and track each
          match until the bonus arrives.
        </p>
      ),
    },
    {
      question: `Is ${PRODUCT_NAME} free?`,
      answer: (
        <p>
          Yes. Creating an account, sharing your codes and claiming someone else’s cost nothing, and we take no cut of any bonus: the app pays it to you
          directly. A Premium plan (£9.99 a month) lifts the Free plan’s limit of 3 matches and puts your codes first in matching; the limit applies only while
          plan limits are switched on, and your dashboard shows it when they are.
        </p>
      ),
    },
    {
      question: 'How much can I earn?',
      answer: (
        <p>
          It depends on the apps you join and how many people use your codes. {earningsFigures(figures)}Many bonuses have conditions, such as a first card
          payment, a deposit or a minimum spend. We cannot promise an amount: each app sets its own bonus and can change or withdraw it.
        </p>
      ),
    },
    {
      question: 'When will I get my bonus?',
      answer: (
        <p>
          Each app pays on its own schedule once its conditions are met, and each offer shows its waiting period ({DEFAULT_WAITING_PERIOD_DAYS} days when the
          app does not state one).{timingFigures(figures)}
        </p>
      ),
    },
    {
      question: 'Can I trust the referrers?',
      answer: (
        <p>
          Referrers are people who use the app themselves and share their own referral link. You never pay a referrer or give them your details: you sign up
          directly with the app, and the app pays any bonus. Each of you sees only the part of the other’s email before the @. Every match is tracked from the
          claim to the reward, and either of you can confirm when the bonus has arrived. Each offer shows its sharer’s track record, counted from their real
          matches (how many paid out, how many completed, their rating), and their page has the reviews left by the people who matched with them once a match
          completed, and how many reports against them our team upheld. A link must be on its app’s own web address to be shared at all. If something goes
          wrong, report it on the match: the other side can answer, either of you can add screenshots, and our team reads every report and decides it. A code
          two people report as not working leaves the marketplace at once, until its owner replaces the link or our team finds the reports were wrong.
        </p>
      ),
    },
    { question: 'Which apps are available?', answer: <p>{appsAnswer(figures)}</p> },
    {
      question: 'How do I become a referrer?',
      answer: (
        <p>
          Add the referral link of an app you already use, when you sign up or later under My Referral Codes. Copy the full link from the app’s Refer friends or
          Referrals section, not just the code. A link can be used by up to {DEFAULT_MAX_USES} people, and you are notified when someone claims it. The codes
          shared for an app take turns: the next claim gets the code matched least recently (one never matched first, then the oldest), with Premium members’
          codes first while paid plans are on; a code with no uses left, or one paused after people reported it did not work, is never handed out. My Referral
          Codes shows each of your codes’ place in that line.
        </p>
      ),
    },
    {
      question: 'What if my bonus does not arrive?',
      answer: (
        <p>
          First check the offer’s conditions: many bonuses need a first payment, a deposit or a spend before a deadline, and arrive only after the waiting
          period. If it still has not arrived, contact the app’s own support, as only the app can pay it; that is also why no bonus can be guaranteed. Tell our
          support team too: Contact support, on the match, on your profile or at the foot of every page once you are signed in, reaches the people who
          investigate missing bonuses with you (Premium members’ requests first while paid plans are on). Until then the match stays marked Awaiting Reward and
          shows the date the reward is due (the day the sign-up was marked, plus the offer’s waiting period); we tell you when that date passes, and the match
          then offers Report reward not received. The referrer can answer your report and our team looks into it; a missing reward the team upholds counts
          against the referrer’s track record. A claim nobody marks as signed up within the offer’s time (14 days unless it says otherwise) expires, and the
          code goes back to its owner.
        </p>
      ),
    },
  ];
}

export function ProductFaq({ figures }: { figures: CatalogueFigures | null }) {
  return <FaqList items={productFaqItems(figures)} />;
}
