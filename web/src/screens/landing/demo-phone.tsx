import type { AppBrief } from '#contract/apps/schema.ts';
import { cn } from '#web/lib/cn.ts';
import { ChooseAppsScreen, CollectScreen, CompleteScreen, MatchedScreen, SignUpScreen } from './demo-screens.tsx';

/**
 * The phone grows with the viewport: below 480, 640 and 768 px wide it takes three smaller sizes.
 * Its height also gives way on short viewports (never below what its screens need), so the
 * panel always fits.
 */
const PHONE_SIZE = cn(
  'w-[12.5rem] min-[480px]:w-[14rem] sm:w-[15.5rem] md:w-[17rem]',
  'h-[clamp(16rem,calc(100svh-26rem),20rem)] min-[480px]:h-[clamp(16rem,calc(100svh-26rem),22rem)] sm:h-[clamp(16rem,calc(100svh-25rem),24rem)] md:h-[clamp(16rem,calc(100svh-6rem),28rem)]',
);

/** A drawing of the product at the current step; the step list beside it says the same in words. */
export function DemoPhone({ step, apps }: { step: number; apps: readonly AppBrief[] }) {
  const screens = [
    <SignUpScreen key="sign-up" />,
    <ChooseAppsScreen key="choose" apps={apps} />,
    <MatchedScreen key="matched" app={apps[0]} />,
    <CompleteScreen key="complete" />,
    <CollectScreen key="collect" app={apps[0]} />,
  ];

  return (
    <div
      aria-hidden="true"
      data-testid="demo-phone"
      className={cn('relative mx-auto shrink-0 rounded-[2rem] border-8 border-neutral-900 bg-surface shadow-xl', PHONE_SIZE)}
    >
      <span className="absolute top-1.5 left-1/2 h-1.5 w-12 -translate-x-1/2 rounded-full bg-neutral-300" />
      {screens.map((screen, index) => (
        <div
          key={screen.key}
          className={cn(
            'absolute inset-0 overflow-hidden px-3 pt-6 pb-3 transition-[opacity,visibility,translate] duration-200 motion-reduce:transition-none',
            index === step ? 'visible translate-y-0 opacity-100' : 'invisible translate-y-2 opacity-0',
          )}
        >
          {screen}
        </div>
      ))}
    </div>
  );
}
