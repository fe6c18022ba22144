import { useSignedInContext } from '#web/lib/signed-in-context.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';

/** Onwards: the dashboard for people signed in, the home page for visitors (user-side.md §2). */
export function CallToAction() {
  const signedIn = useSignedInContext();

  return (
    <section aria-labelledby="cta-title" className="mt-16 rounded-3xl bg-brand-700 px-6 py-10 text-on-fill sm:px-10">
      <h2 id="cta-title" className="text-2xl font-bold tracking-tight">
        {signedIn ? 'Ready for your next match?' : 'Ready to swap your first code?'}
      </h2>
      <p className="mt-2 max-w-2xl text-brand-50">
        {signedIn
          ? 'Your dashboard shows the offers you can claim, your matches and what they are worth.'
          : 'Start from the home page: see the catalogue as it is today, then sign up in a couple of minutes.'}
      </p>
      <div className="mt-6">
        <ButtonLink to={signedIn ? '/dashboard' : '/'} variant="onDark" size="lg">
          {signedIn ? 'Go to Dashboard' : 'Back to Home'}
        </ButtonLink>
      </div>
    </section>
  );
}
