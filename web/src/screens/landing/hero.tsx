import { useSignedInContext } from '#web/lib/signed-in-context.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { TrustSignals } from './trust-signals.tsx';

export function Hero() {
  const signedIn = useSignedInContext();

  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-brand-50 to-neutral-50">
      <div className="mx-auto grid max-w-6xl items-center gap-6 px-4 pt-6 pb-8 sm:px-6 sm:pt-14 sm:pb-16 lg:grid-cols-[1.2fr_1fr] lg:gap-12">
        <div>
          <p className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">Referral codes for UK apps</p>
          <h1 id="hero-title" className="mt-4 text-[2rem] leading-tight font-extrabold tracking-tight text-balance text-neutral-900 sm:mt-5 sm:text-5xl">
            Share your referral codes. Sign up with someone else’s.
          </h1>
          <p className="mt-4 max-w-xl text-pretty text-neutral-700 sm:mt-5 sm:text-lg">
            Many banking, investing, crypto and shopping apps pay a welcome bonus when a new customer joins with a referral code. Referral Exchange pairs people
            who have a code to share with people who are about to sign up, so both sides can collect the bonus the app offers.
          </p>
          <div className="mt-6 grid grid-cols-2 gap-3 sm:mt-8 sm:flex sm:flex-wrap">
            <ButtonLink to={signedIn ? '/dashboard' : '/onboarding'} size="lg" className="col-span-2">
              Get Started
            </ButtonLink>
            <ButtonLink to="/onboarding?mode=login" variant="secondary" size="lg">
              Log In
            </ButtonLink>
            <ButtonLink to="/how-it-works" variant="ghost" size="lg">
              Learn More
              {/* The spec's label, with what it leads to for screen readers and search engines. */}
              <span className="sr-only"> about how it works</span>
            </ButtonLink>
          </div>
        </div>
        <TrustSignals />
      </div>
    </section>
  );
}
