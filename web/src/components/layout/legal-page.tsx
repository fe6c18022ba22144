import type { ReactNode } from 'react';
import { PageTitle } from '../ui/page-title.tsx';
import { TitledSection } from '../ui/titled-section.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { PageContainer } from './layouts.tsx';

// In UTC, so the date is the same day wherever the page is read.
const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

type LegalPageProps = {
  title: string;
  /** One line on what the page covers, under the title. */
  summary: ReactNode;
  /** The day the page's words last changed, as YYYY-MM-DD. */
  updated: string;
  children: ReactNode;
};

/** The privacy notice, the terms of use and the referral disclosure: one h1, the date, then sections. */
export function LegalPage({ title, summary, updated, children }: LegalPageProps) {
  useDocumentTitle(title);
  return (
    <PageContainer>
      <div className="max-w-3xl">
        <PageTitle title={title}>{summary}</PageTitle>
        <p className="mt-3 text-sm text-neutral-600">
          Last updated <time dateTime={updated}>{longDate.format(new Date(`${updated}T00:00:00Z`))}</time>
        </p>
        <div className="mt-10 space-y-10">{children}</div>
      </div>
    </PageContainer>
  );
}

/** One part of a legal page, named by its h2: short paragraphs and lists in the page's reading style. */
export function LegalSection({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <TitledSection title={title} id={id} titleClassName="text-xl sm:text-2xl" className="scroll-mt-6">
      <div className="mt-3 space-y-3 leading-relaxed text-neutral-700 [&_a]:rounded [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-900 [&_li]:pl-1 [&_strong]:font-semibold [&_strong]:text-neutral-900 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5">
        {children}
      </div>
    </TitledSection>
  );
}
