import { useIsSignedIn } from '#web/api/use-session.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { ExchangeIllustration } from './exchange-illustration.tsx';

export function Hero() {
  const signedIn = useIsSignedIn();

  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-brand-50 via-surface to-surface">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.15fr_1fr]">
        <div>
          <p className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">Referral codes for UK apps</p>
          <h1 id="hero-title" className="mt-5 text-4xl font-extrabold tracking-tight text-balance text-neutral-900 sm:text-5xl">
            Share your referral codes. Sign up with someone else’s.
          </h1>
          <p className="mt-5 max-w-xl text-lg text-pretty text-neutral-700">
            Many banking, investing, crypto and shopping apps pay a welcome bonus when a new customer joins with a referral code. Referral
            Exchange pairs people who have a code to share with people who are about to sign up, so both sides can collect the bonus the app
            offers.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to={signedIn ? '/dashboard' : '/onboarding'} size="lg">
              Get Started
            </ButtonLink>
            <ButtonLink to="/onboarding?mode=login" variant="secondary" size="lg">
              Log In
            </ButtonLink>
            <ButtonLink to="/how-it-works" variant="ghost" size="lg">
              Learn More
            </ButtonLink>
          </div>
          <p className="mt-6 max-w-xl text-sm text-neutral-600">
            Free for people signing up with a code. Each app sets and pays its own bonus, and can change or withdraw it, so no bonus is
            guaranteed.
          </p>
        </div>
        <ExchangeIllustration />
      </div>
    </section>
  );
}
