import { Link } from 'react-router';
import { APP_CATEGORIES, CATEGORY_NAMES, appPagePath, categoryPagePath, type AppCategory } from '#contract/apps/rules.ts';
import type { AppBrief } from '#contract/apps/schema.ts';
import { AppLogo } from '#web/components/app-logo.tsx';
import { PageContainer } from '#web/components/layout/layouts.tsx';
import { TitledSection } from '#web/components/ui/titled-section.tsx';
import { refereeRewardText } from '../app-page/app-page-facts.ts';

function AppRow({ app }: { app: AppBrief }) {
  const reward = refereeRewardText(app);
  return (
    <li>
      <Link
        to={appPagePath(app.slug)}
        className="flex min-h-16 items-center gap-3 rounded-2xl border border-neutral-200 bg-surface p-3 shadow-sm hover:border-brand-600 focus-visible:border-brand-600"
      >
        <AppLogo name={app.name} logoUrl={app.logo_url} />
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-neutral-900">{app.name}</span>
          <span className="block text-sm text-neutral-600">{reward ? `${reward} sign-up bonus` : 'No sign-up bonus'}</span>
        </span>
      </Link>
    </li>
  );
}

function CategoryList({ category, apps, headed }: { category: AppCategory; apps: readonly AppBrief[]; headed: boolean }) {
  const list = (
    <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {apps.map((app) => (
        <AppRow key={app.id} app={app} />
      ))}
    </ul>
  );
  if (!headed) return list;
  return (
    <TitledSection
      title={
        <Link to={categoryPagePath(category)} className="hover:text-brand-700 hover:underline">
          {CATEGORY_NAMES[category]}
        </Link>
      }
      className="mt-10"
    >
      {list}
    </TitledSection>
  );
}

/**
 * /apps (every open app by category, each with its sign-up bonus) and /apps/category/{category}
 * (one category): rendered on the server for people arriving from a search engine.
 */
export function CatalogueScreen({ apps, category }: { apps: readonly AppBrief[]; category: AppCategory | null }) {
  const categories = category ? [category] : APP_CATEGORIES.filter((each) => apps.some((app) => app.category === each));
  const title = category ? `${CATEGORY_NAMES[category]} referral codes` : 'Referral codes for UK apps';
  return (
    <PageContainer>
      {category && (
        <nav aria-label="Breadcrumb" className="text-sm text-neutral-600">
          <Link to="/apps" className="underline-offset-2 hover:text-brand-700 hover:underline">
            All apps
          </Link>
        </nav>
      )}
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl">{title}</h1>
      <p className="mt-2 max-w-2xl text-lg text-neutral-700">
        {apps.length === 1 ? '1 app' : `${apps.length} apps`} whose members share their referral codes here. Pick one to see its bonus, its terms and how many
        codes are ready to claim.
      </p>
      {!category && (
        <nav aria-label="Categories" className="mt-6 flex flex-wrap gap-2">
          {categories.map((each) => (
            <Link
              key={each}
              to={categoryPagePath(each)}
              className="inline-flex min-h-11 items-center rounded-full border border-neutral-300 px-4 text-sm font-medium text-neutral-800 hover:border-brand-600 hover:text-brand-700"
            >
              {CATEGORY_NAMES[each]}
            </Link>
          ))}
        </nav>
      )}
      {apps.length === 0 ? (
        <p className="mt-10 text-neutral-700">
          No apps here right now. Offers come and go: see{' '}
          <Link to="/apps" className="text-brand-700 underline">
            every app
          </Link>
          .
        </p>
      ) : (
        categories.map((each) => <CategoryList key={each} category={each} apps={apps.filter((app) => app.category === each)} headed={!category} />)
      )}
    </PageContainer>
  );
}
