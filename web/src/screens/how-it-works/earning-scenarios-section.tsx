import type { AppBrief } from '#contract/apps/schema.ts';
import { formatEstimate } from '#contract/shared/money.ts';
import { LoadingNote } from '#web/components/ui/alert.tsx';
import {
  MINUTES_PER_SIGN_UP,
  REFERRAL_MULTIPLIER,
  REFERRAL_SHARE_PERCENT,
  SCENARIO_SIGN_UPS,
  earningScenario,
  formatMinutes,
  typicalSignUpBonus,
  type EarningScenario,
} from './earning-scenarios.ts';
import { TitledSection } from '#web/components/ui/titled-section.tsx';
import { cn } from '#web/lib/cn.ts';

// On a phone a scenario is compact: the time on one line, then the two sums side by side in smaller
// type. From 768 px the three figures stack in large type.
function Line({ label, value, sum, inline = false }: { label: string; value: string; sum: string; inline?: boolean }) {
  return (
    <div
      className={cn(
        'md:block md:border-t md:border-neutral-200 md:py-3 md:first:border-t-0 md:first:pt-0 md:last:pb-0',
        inline && 'col-span-2 flex flex-wrap items-baseline gap-x-2',
      )}
    >
      <dt className="text-xs font-medium text-neutral-700 md:text-sm">{label}</dt>
      <dd className="mt-0.5 text-lg font-bold text-neutral-900 md:text-2xl">{value}</dd>
      <dd className="text-xs text-neutral-600 md:text-sm">{sum}</dd>
    </div>
  );
}

function ScenarioCard({ scenario, bonusPence }: { scenario: EarningScenario; bonusPence: number }) {
  return (
    <li className="rounded-2xl border border-neutral-200 bg-surface p-4 shadow-sm md:p-5">
      <h3 className="text-lg font-semibold text-brand-700">{scenario.signUps} sign-ups</h3>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 md:mt-4 md:block">
        <Line inline label="Time" value={formatMinutes(scenario.minutes)} sum={`${scenario.signUps} × ${MINUTES_PER_SIGN_UP} minutes`} />
        <Line label="Sign-up bonuses (total)" value={formatEstimate(scenario.totalPence)} sum={`${scenario.signUps} × ${formatEstimate(bonusPence)}`} />
        <Line
          label="Projected referral earnings"
          value={formatEstimate(scenario.referralPence)}
          sum={`${REFERRAL_SHARE_PERCENT}% × ${formatEstimate(scenario.totalPence)} × ${REFERRAL_MULTIPLIER}`}
        />
      </dl>
    </li>
  );
}

type Props = { apps: readonly AppBrief[] | undefined; failed: boolean };

/** The earning scenarios for 5, 15 and 25 sign-ups, worked out from the catalogue's own bonuses. */
export function EarningScenariosSection({ apps, failed }: Props) {
  const typical = apps ? typicalSignUpBonus(apps) : null;

  return (
    <TitledSection title="What your time could be worth" className="mt-16">
      {typical ? (
        <>
          <p className="mt-3 max-w-3xl text-neutral-700">
            These examples use a typical sign-up bonus of <strong className="text-neutral-900">{formatEstimate(typical.bonusPence)}</strong>: the middle value
            among the {typical.payingAppCount} apps in our catalogue that pay new customers a bonus, with a range counted at its lowest, to the nearest pound.
            Each sign-up is taken to need about {MINUTES_PER_SIGN_UP} minutes. The total is what those sign-up bonuses add up to.
          </p>
          <ul className="mt-6 grid gap-4 md:grid-cols-3">
            {SCENARIO_SIGN_UPS.map((signUps) => (
              <ScenarioCard key={signUps} scenario={earningScenario(signUps, typical.bonusPence)} bonusPence={typical.bonusPence} />
            ))}
          </ul>
          <p className="mt-4 max-w-3xl text-sm text-neutral-600">
            Projected referral earnings are {REFERRAL_SHARE_PERCENT}% of the total, times {REFERRAL_MULTIPLIER}: a rule of thumb for then sharing your own codes
            for the same apps, as if {REFERRAL_MULTIPLIER} people joined each app with your code and its referrer bonus came to {REFERRAL_SHARE_PERCENT}% of the
            sign-up bonus. Real referrer bonuses are set by each app and some apps pay none, so these are illustrations, not forecasts or promises.
          </p>
        </>
      ) : failed ? (
        <p className="mt-3 text-neutral-700">The catalogue could not be loaded just now, so the examples cannot be worked out. Please try again later.</p>
      ) : apps ? (
        <p className="mt-3 text-neutral-700">No app in the catalogue pays new customers a bonus right now, so there is nothing to work out.</p>
      ) : (
        <div className="mt-4">
          <LoadingNote>Working out the examples from the catalogue...</LoadingNote>
        </div>
      )}
    </TitledSection>
  );
}
