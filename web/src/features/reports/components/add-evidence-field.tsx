import { useId, useRef, useState, type ChangeEvent } from 'react';
import { EVIDENCE_PER_REPORT, EVIDENCE_TYPES } from '#contract/reports/rules.ts';
import type { Report } from '#contract/reports/schema.ts';
import { failureMessage } from '#web/api/failure-message.ts';
import { LoadingNote } from '#web/components/ui/alert.tsx';
import { FieldNotes, describedBy } from '#web/components/ui/field-notes.tsx';
import { notify } from '#web/lib/toast.tsx';
import { useAddEvidence } from '../api/add-evidence.ts';
import { EVIDENCE_HINT, evidenceFileProblem } from '../logic/evidence-file.ts';
import { FieldLabel } from '#web/components/ui/field-notes.tsx';

const SCREENSHOT_ADDED_MESSAGE = 'Screenshot added';
const HINT = `${EVIDENCE_HINT} A report holds up to ${EVIDENCE_PER_REPORT}.`;

/**
 * "Add a screenshot" to an open report: a file is sent as soon as it is chosen, once the browser has
 * checked its type and size; the server's reason is shown when it refuses one.
 */
export function AddEvidenceField({ report }: { report: Pick<Report, 'id' | 'status' | 'evidence'> }) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const add = useAddEvidence();
  const [problem, setProblem] = useState<string | null>(null);

  if (report.status !== 'OPEN') return null;
  if (report.evidence.length >= EVIDENCE_PER_REPORT) {
    return <p className="text-sm text-neutral-600">This report holds the most screenshots it can ({EVIDENCE_PER_REPORT}).</p>;
  }

  function clearInput() {
    if (inputRef.current) inputRef.current.value = '';
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    const refused = evidenceFileProblem(file);
    setProblem(refused);
    if (refused) {
      clearInput();
      return;
    }
    add.mutate(
      { reportId: report.id, file },
      {
        onSuccess: () => notify.success(SCREENSHOT_ADDED_MESSAGE),
        onError: (error) => setProblem(failureMessage(error)),
        onSettled: clearInput,
      },
    );
  }

  return (
    <div className="flex flex-col gap-1.5">
      <FieldLabel htmlFor={id}>Add a screenshot</FieldLabel>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={EVIDENCE_TYPES.join(',')}
        disabled={add.isPending}
        onChange={onChange}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy(id, HINT, problem)}
        className="block w-full text-sm text-neutral-700 file:mr-3 file:min-h-10 file:cursor-pointer file:rounded-lg file:border file:border-neutral-300 file:bg-surface file:px-4 file:py-2 file:text-sm file:font-semibold file:text-neutral-800 hover:file:bg-neutral-50"
      />
      {/* The reason a file was refused is read out as it appears. */}
      <div aria-live="polite" className="flex flex-col gap-1.5">
        <FieldNotes id={id} hint={HINT} error={problem} />
        {add.isPending && <LoadingNote>Sending the screenshot...</LoadingNote>}
      </div>
    </div>
  );
}
