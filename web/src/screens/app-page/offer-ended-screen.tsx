import { CATEGORY_NAMES, categoryPagePath, type AppCategory } from '#contract/apps/rules.ts';
import { PageContainer } from '#web/components/layout/layouts.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { PageTitle } from '#web/components/ui/page-title.tsx';

/** /apps/{slug} of an app whose offer has ended (deactivated, past its expiry date or removed): said plainly, with where to look instead. */
export function OfferEndedScreen({ app }: { app: { name: string; category: AppCategory } }) {
  return (
    <PageContainer>
      <p className="text-sm font-semibold text-brand-700">Offer ended</p>
      <div className="mt-2">
        <PageTitle title={`The ${app.name} referral offer has ended`}>
          {app.name} is not taking referrals through us at the moment, so there are no codes to claim. Other {CATEGORY_NAMES[app.category].toLowerCase()} apps
          may still pay a sign-up bonus.
        </PageTitle>
      </div>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to={categoryPagePath(app.category)}>See {CATEGORY_NAMES[app.category]} apps</ButtonLink>
        <ButtonLink to="/apps" variant="secondary">
          Every app
        </ButtonLink>
      </div>
    </PageContainer>
  );
}

/** /apps/{slug} for a slug no app has held, or /apps/category/{category} for a category there is not. */
export function UnknownAppScreen({ what }: { what: 'app' | 'category' }) {
  return (
    <PageContainer>
      <p className="text-sm font-semibold text-brand-700">Error 404</p>
      <div className="mt-2">
        {what === 'app' ? (
          <PageTitle title="No such app">We have no app at this address. It may have been mistyped, or the app may never have been in our catalogue.</PageTitle>
        ) : (
          <PageTitle title="No such category">
            We have no category at this address. Our apps are in banking, investing, crypto, shopping, ride, food, streaming and other.
          </PageTitle>
        )}
      </div>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to="/apps">See every app</ButtonLink>
      </div>
    </PageContainer>
  );
}
