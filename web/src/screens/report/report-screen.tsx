import { useParams } from 'react-router';
import type { Report } from '#contract/reports/schema.ts';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { SectionCard } from '#web/components/section/section-card.tsx';
import { ThreadPage } from '#web/components/thread/thread-page.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useReport } from '#web/features/reports/api/report.ts';
import { AddEvidenceField } from '#web/features/reports/components/add-evidence-field.tsx';
import { EvidenceGallery } from '#web/features/reports/components/evidence-gallery.tsx';
import { ReplyForm } from '#web/features/reports/components/reply-form.tsx';
import { ReportDecision } from '#web/features/reports/components/report-decision.tsx';
import { ReportDetails } from '#web/features/reports/components/report-details.tsx';
import { ReportThread } from '#web/features/reports/components/report-thread.tsx';

/** /reports/{id}: a report about one of the person's matches: its thread, screenshots and the team's decision. */
export function ReportScreen() {
  const { id = '' } = useParams();
  const report = useReport(id);
  useDocumentTitle(report.data ? `Report about ${report.data.app_name}` : 'Report');
  return (
    <ThreadPage query={report} words={WORDS} list={{ to: '/reports', label: 'My Reports' }}>
      {(data) => <ReportContent report={data} />}
    </ThreadPage>
  );
}

const WORDS = {
  title: 'Report',
  loading: 'Loading the report...',
  missing: 'There is no report with that address about one of your referrals.',
  failed: 'This report could not be loaded.',
};

function ReportContent({ report }: { report: Report }) {
  const open = report.status === 'OPEN';
  return (
    <div className="flex flex-col gap-8">
      <PageTitle title={`Report about your ${report.app_name} referral`}>
        {open ? 'Our team will look into it and decide. Until then, both of you can add messages and screenshots here.' : null}
      </PageTitle>
      <ReportDetails report={report} />
      <ReportDecision report={report} />
      <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <SectionCard title="Messages">
          <div className="flex flex-col gap-5">
            <ReportThread report={report} />
            {open ? <ReplyForm reportId={report.id} /> : <p className="text-sm text-neutral-600">This report is closed, so no more messages can be added.</p>}
          </div>
        </SectionCard>
        <SectionCard title="Screenshots">
          <div className="flex flex-col gap-5">
            <EvidenceGallery report={report} />
            <AddEvidenceField report={report} />
          </div>
        </SectionCard>
      </div>
    </div>
  );
}
