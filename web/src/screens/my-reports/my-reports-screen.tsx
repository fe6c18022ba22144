import { Link, Navigate, useSearchParams } from 'react-router';
import { PageContainer } from '#web/components/layout/layouts.tsx';
import { SectionState } from '#web/components/section/section-notes.tsx';
import { LoadFailed } from '#web/components/ui/alert.tsx';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { SkeletonList } from '#web/components/ui/skeleton.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useMyReports } from '#web/features/reports/api/my-reports.ts';
import { ReportList } from '#web/features/reports/components/report-list.tsx';

export const NO_REPORTS_TEXT = 'No reports yet. If something goes wrong with a referral, use “Report a problem” on it in your dashboard.';

/**
 * /reports: the reports about the person's matches, theirs and the other party's, newest first.
 * `?match=` (where a notification about a report leads) narrows it to one match, and opens the
 * report straight away when there is only one.
 */
export function MyReportsScreen() {
  useDocumentTitle('My Reports');
  const reports = useMyReports();
  const [params] = useSearchParams();
  const matchId = params.get('match');

  function content() {
    if (reports.isError) return <LoadFailed onRetry={() => void reports.refetch()}>Your reports could not be loaded.</LoadFailed>;
    if (!reports.data) return <SkeletonList label="Loading your reports..." logo={false} />;
    const shown = matchId ? reports.data.filter((report) => report.match_id === matchId) : reports.data;
    if (matchId && shown.length === 1) return <Navigate to={`/reports/${shown[0]!.id}`} replace />;
    return (
      <div className="flex flex-col gap-4">
        {matchId && (
          <p className="text-sm text-neutral-700">
            Showing the reports about one referral.{' '}
            <Link to="/reports" className="font-semibold text-brand-700 underline hover:text-brand-900">
              Show all reports
            </Link>
          </p>
        )}
        {shown.length === 0 ? <SectionState state="empty" what="reports" icon="document" empty={NO_REPORTS_TEXT} /> : <ReportList reports={shown} />}
      </div>
    );
  }

  return (
    <PageContainer>
      <PageTitle title="My Reports">Problems reported on your referrals, by you or by the other party, and what our team decided.</PageTitle>
      <div className="mt-8 max-w-3xl">{content()}</div>
    </PageContainer>
  );
}
