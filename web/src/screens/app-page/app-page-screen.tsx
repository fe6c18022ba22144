import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CATEGORY_NAMES, categoryPagePath } from '#contract/apps/rules.ts';
import type { AppPage } from '#contract/apps/schema.ts';
import { formatLongDate } from '#contract/shared/dates.ts';
import { AppLogo } from '#web/components/app-logo.tsx';
import { PageContainer } from '#web/components/layout/layouts.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { TitledSection } from '#web/components/ui/titled-section.tsx';
import { PRODUCT_NAME } from '#web/lib/use-document-title.ts';
import { useSignedInContext } from '#web/lib/signed-in-context.ts';
import { AppPageFaq } from './app-page-faq.tsx';
import { daysText, percentText, refereeRewardText, referrerRewardText, sharersText, stepsToReward } from './app-page-facts.ts';

/** Where "Get a code" leads: a visitor signs up with the app chosen, a member goes straight to the claim. */
function getCodePath(slug: string, signedIn: boolean): string {
  return signedIn ? `/dashboard?claim=${slug}` : `/onboarding?claim=${slug}`;
}

/** Where "Share your code" leads: onboarding with the app chosen (adding it, for a member). */
function shareCodePath(slug: string, signedIn: boolean): string {
  return signedIn ? `/onboarding?add=platforms&share=${slug}` : `/onboarding?share=${slug}`;
}

function Figure({ label, value, caption }: { label: string; value: ReactNode; caption: string }) {
  return (
    <div className="rounded-2xl border border-neutral-200 bg-surface p-3 shadow-sm sm:p-4">
      <dt className="text-sm font-semibold text-neutral-600">{label}</dt>
      <dd className="mt-1 text-xl font-bold tracking-tight text-neutral-900 tabular-nums sm:text-2xl">{value}</dd>
      <dd className="mt-1 text-sm text-neutral-600">{caption}</dd>
    </div>
  );
}

function Reward({ who, amount, none }: { who: string; amount: string | null; none: string }) {
  return (
    <div className="rounded-2xl border border-neutral-200 bg-surface p-3 shadow-sm sm:p-5">
      <h3 className="text-sm font-semibold text-neutral-600">{who}</h3>
      <p className="mt-1 text-2xl font-bold tracking-tight text-neutral-900 tabular-nums sm:text-3xl">{amount ?? none}</p>
    </div>
  );
}

/**
 * /apps/{slug}: one app's offer for people who arrive from a search engine. Rendered on the server
 * and hydrated, so it reads the same without script. It never shows a code or a member.
 */
export function AppPageScreen({ page }: { page: AppPage }) {
  const { app } = page;
  const signedIn = useSignedInContext();
  const referee = refereeRewardText(app);
  return (
    <PageContainer>
      <nav aria-label="Breadcrumb" className="text-sm text-neutral-600">
        <ol className="flex flex-wrap items-center gap-x-2">
          <li>
            <Link to="/apps" className="underline-offset-2 hover:text-brand-700 hover:underline">
              Apps
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link to={categoryPagePath(app.category)} className="underline-offset-2 hover:text-brand-700 hover:underline">
              {CATEGORY_NAMES[app.category]}
            </Link>
          </li>
        </ol>
      </nav>
      <header className="mt-4">
        <div className="flex items-center gap-4">
          <AppLogo name={app.name} logoUrl={app.logo_url} size="lg" />
          <h1 className="min-w-0 text-3xl font-bold tracking-tight text-balance text-neutral-900 sm:text-4xl">{app.name} referral code</h1>
        </div>
        <p className="mt-3 max-w-2xl text-lg text-neutral-700">
          {referee ? `Get ${referee} when you join ${app.name} with a member’s referral code.` : `Join ${app.name} with a member’s referral code.`}{' '}
          {app.description}
        </p>
      </header>
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink to={getCodePath(app.slug, signedIn)} size="lg">
          Get a code
        </ButtonLink>
        <ButtonLink to={shareCodePath(app.slug, signedIn)} size="lg" variant="secondary">
          Share your code
        </ButtonLink>
      </div>

      <div className="mt-10 grid gap-10 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-10">
          <TitledSection title="What each side gets">
            <div className="mt-4 grid grid-cols-2 gap-3 sm:gap-4">
              <Reward who="You, joining with a code" amount={referee} none="No bonus" />
              <Reward who="The member whose code you use" amount={referrerRewardText(app)} none="No bonus" />
            </div>
          </TitledSection>
          <TitledSection title="What you need to do">
            <ol className="mt-4 list-decimal space-y-2 pl-6 text-neutral-800">
              {stepsToReward(app).map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            {app.expiry_date && <p className="mt-3 text-sm text-neutral-600">This offer ends on {formatLongDate(app.expiry_date)}.</p>}
          </TitledSection>
          <TitledSection title="Terms">
            <p className="mt-4 whitespace-pre-line text-neutral-700">
              {app.terms_conditions ?? `${app.name} sets the terms of its offer and may change them; check them in the app before you sign up.`}
            </p>
          </TitledSection>
        </div>
        <TitledSection title={`${app.name} on ${PRODUCT_NAME}`}>
          <dl className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-1">
            <Figure label="Codes ready to claim" value={page.codes_available} caption="Shared by members and on offer now" />
            <Figure label="Rewards in the last 90 days" value={page.completed_recently} caption="Matches that reached a reward" />
            <Figure
              label="Sharers’ completion rate"
              value={page.sharers.completion_rate === null ? 'No record yet' : percentText(page.sharers.completion_rate)}
              caption={page.sharers.count === 0 ? 'No member is sharing a code yet' : `Across ${sharersText(page.sharers.count)} sharing a code now`}
            />
            <Figure
              label="Typical time to a reward"
              value={page.median_days_to_reward === null ? 'Not yet known' : daysText(page.median_days_to_reward)}
              caption="Median from sign-up to the reward confirmed, last 90 days"
            />
          </dl>
        </TitledSection>
      </div>

      <TitledSection title="Questions" className="mt-12">
        <div className="mt-4">
          <AppPageFaq page={page} />
        </div>
      </TitledSection>
    </PageContainer>
  );
}
