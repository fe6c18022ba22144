import { useState } from 'react';
import type { ReportEvidence as Evidence } from '#contract/reports/schema.ts';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { useReportEvidence } from './api/report-evidence.ts';
import { formatDateTime } from '../shared/format.ts';
import { BlobImage } from '#web/components/ui/blob-image.tsx';
import { ROLE_LABEL } from './report-words.ts';

const describe = (evidence: Evidence) => `Screenshot from ${evidence.author_name} (${ROLE_LABEL[evidence.author].toLowerCase()})`;

/** One screenshot as a thumbnail that opens it full size. */
function EvidenceThumbnail({ reportId, evidence }: { reportId: string; evidence: Evidence }) {
  const bytes = useReportEvidence(reportId, evidence.id);
  const blob = bytes.data;
  const [open, setOpen] = useState(false);
  const name = describe(evidence);

  return (
    <figure className="flex w-32 flex-col gap-1">
      {blob ? (
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="block size-32 overflow-hidden rounded-lg border border-neutral-300 bg-neutral-100 hover:border-brand-600"
        >
          <BlobImage
            blob={blob}
            alt={`${name}, open full size`}
            width={evidence.width}
            height={evidence.height}
            className="size-full object-cover object-top"
          />
        </button>
      ) : (
        <div
          role="status"
          className="flex size-32 items-center justify-center rounded-lg border border-dashed border-neutral-300 bg-neutral-50 p-2 text-center text-xs text-neutral-600"
        >
          {bytes.isError ? 'The screenshot could not be loaded.' : 'Loading screenshot...'}
        </div>
      )}
      <figcaption className="text-xs text-neutral-600">
        <span className="block truncate font-semibold text-neutral-800">{evidence.author_name}</span>
        <time dateTime={evidence.created_at}>{formatDateTime(evidence.created_at)}</time>
      </figcaption>
      {blob && (
        <Dialog open={open} onClose={() => setOpen(false)} title={name} size="lg">
          <BlobImage
            blob={blob}
            alt={name}
            width={evidence.width}
            height={evidence.height}
            className="mx-auto block h-auto max-w-full rounded-lg border border-neutral-200"
          />
        </Dialog>
      )}
    </figure>
  );
}

/** The screenshots attached to a report, each opening full size. */
export function ReportEvidenceList({ reportId, evidence }: { reportId: string; evidence: readonly Evidence[] }) {
  return (
    <ul className="flex flex-wrap gap-3">
      {evidence.map((item) => (
        <li key={item.id}>
          <EvidenceThumbnail reportId={reportId} evidence={item} />
        </li>
      ))}
    </ul>
  );
}
