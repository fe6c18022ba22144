import { useRef } from 'react';
import type { AppBrief } from '#contract/apps/schema.ts';
import { DemoPhone } from './demo-phone.tsx';
import { CurrentDemoStep, DemoStepList } from './demo-step-list.tsx';
import { DEMO_STEPS } from './demo-steps.ts';
import { useDemoStep } from './use-demo-step.ts';
import { useMediaQuery } from '#web/lib/use-media-query.ts';
import { CardList, PLAIN_ON_PHONES, numberedSteps } from '#web/components/ui/card-list.tsx';

const TITLE_ID = 'demo-title';

function DemoHeading() {
  return (
    <>
      <p className="text-sm font-semibold text-brand-700">See how it works</p>
      <h2 id={TITLE_ID} className="mt-1 text-2xl font-bold tracking-tight text-balance text-neutral-900 sm:text-3xl">
        From sign-up to bonus in five steps
      </h2>
    </>
  );
}

/**
 * The panel stays put while the reader scrolls through the section and the steps follow: a screen
 * and a half on phones (the page stays within five screens), three screens from 640 px.
 */
function ScrollingDemo({ apps }: { apps: readonly AppBrief[] }) {
  const section = useRef<HTMLElement>(null);
  const step = useDemoStep(section);

  return (
    <section ref={section} aria-labelledby={TITLE_ID} className="relative h-[150svh] bg-surface sm:h-[300svh]">
      <div className="sticky top-0 flex h-svh items-center overflow-hidden">
        <div className="mx-auto grid w-full max-w-6xl items-center gap-6 px-4 sm:px-6 md:grid-cols-2 md:gap-12">
          <div>
            <DemoHeading />
            <DemoStepList current={step} />
            <CurrentDemoStep current={step} />
          </div>
          <DemoPhone step={step} apps={apps} />
        </div>
      </div>
    </section>
  );
}

/** Without motion: every step on the page at once, nothing moves or changes on scroll. */
function StillDemo() {
  return (
    <section aria-labelledby={TITLE_ID} className="bg-surface py-10 sm:py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <DemoHeading />
        <CardList
          ordered
          items={numberedSteps(DEMO_STEPS.map((step) => ({ title: step.title, body: step.description })))}
          className="mt-6 gap-4 sm:mt-8 sm:grid-cols-2 lg:grid-cols-5"
          layout="inline"
          itemClassName={PLAIN_ON_PHONES}
          compact
        />
      </div>
    </section>
  );
}

/**
 * Still for people who prefer reduced motion, and on viewports too short to hold the panel
 * (a phone on its side) rather than cutting its text off.
 */
const STILL_QUERY = '(prefers-reduced-motion: reduce), (max-height: 519px)';

/** The five-step demo (user-side.md §2 Landing). */
export function ScrollDemo({ apps }: { apps: readonly AppBrief[] }) {
  const still = useMediaQuery(STILL_QUERY);
  return still ? <StillDemo /> : <ScrollingDemo apps={apps} />;
}
