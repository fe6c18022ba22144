import { useState } from 'react';
import type { Report, ReportEvidence } from '#contract/reports/schema.ts';
import { BlobImage } from '#web/components/ui/blob-image.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { formatDateTime } from '#web/lib/dates.ts';
import { useEvidenceImage } from '../api/evidence-image.ts';
import { TEAM_NAME, myRole } from '../logic/report-words.ts';

/** A report's screenshots as thumbnails; each opens full size. */
export function EvidenceGallery({ report }: { report: Report }) {
  if (report.evidence.length === 0)
    return <p className="text-sm text-neutral-600">{report.status === 'OPEN' ? 'No screenshots yet.' : 'No screenshots were added.'}</p>;
  const me = myRole(report);
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {report.evidence.map((evidence, index) => (
        <li key={evidence.id}>
          <EvidenceThumbnail reportId={report.id} evidence={evidence} number={index + 1} from={whose(evidence, me)} />
        </li>
      ))}
    </ul>
  );
}

function whose(evidence: ReportEvidence, me: 'referrer' | 'referee'): string {
  if (evidence.author === 'team') return TEAM_NAME;
  return evidence.author === me ? 'you' : evidence.author_name;
}

type ThumbnailProps = { reportId: string; evidence: ReportEvidence; number: number; from: string };

function EvidenceThumbnail({ reportId, evidence, number, from }: ThumbnailProps) {
  // The bytes need the bearer token: they are fetched, then shown through an object URL.
  const image = useEvidenceImage(reportId, evidence.id);
  const blob = image.data;
  const [open, setOpen] = useState(false);
  const name = `Screenshot ${number} from ${from}`;

  return (
    <figure className="flex flex-col gap-1">
      <button
        type="button"
        aria-label={`Open screenshot ${number} from ${from} full size`}
        disabled={!blob}
        onClick={() => setOpen(true)}
        className="flex aspect-square w-full items-center justify-center overflow-hidden rounded-lg border border-neutral-300 bg-neutral-100 hover:border-brand-500"
      >
        {blob ? (
          <BlobImage blob={blob} alt="" className="size-full object-cover" />
        ) : (
          <span className="px-2 text-center text-xs text-neutral-600">{image.isError ? 'Could not load this screenshot' : 'Loading...'}</span>
        )}
      </button>
      <figcaption className="text-xs break-words text-neutral-600">
        {from === 'you' ? 'From you' : `From ${from}`}, {formatDateTime(evidence.created_at)}
      </figcaption>
      {blob && (
        <Dialog open={open} onClose={() => setOpen(false)} title={`Screenshot ${number}`} size="lg">
          <BlobImage blob={blob} alt={name} width={evidence.width} height={evidence.height} className="mx-auto h-auto max-h-[75dvh] w-auto max-w-full" />
        </Dialog>
      )}
    </figure>
  );
}
