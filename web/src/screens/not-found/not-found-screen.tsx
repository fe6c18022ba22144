import { useLocation } from 'react-router';
import { useIsSignedIn } from '#web/api/use-session.ts';
import { PageContainer } from '#web/components/layout/layouts.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

export function NotFoundScreen() {
  useDocumentTitle('Page not found');
  const { pathname } = useLocation();
  const signedIn = useIsSignedIn();

  return (
    <>
      <PageContainer>
        <p className="text-sm font-semibold text-brand-700">Error 404</p>
        <div className="mt-2">
          <PageTitle title="Page not found">
            There is no page at <code className="rounded bg-neutral-100 px-1.5 py-0.5 text-base break-all text-neutral-900">{pathname}</code>. It may have
            moved, or the link may be mistyped.
          </PageTitle>
        </div>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to={signedIn ? '/dashboard' : '/'}>{signedIn ? 'Go to Dashboard' : 'Go to the home page'}</ButtonLink>
          <ButtonLink to="/how-it-works" variant="secondary">
            How It Works
          </ButtonLink>
        </div>
      </PageContainer>
    </>
  );
}
