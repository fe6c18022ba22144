import { useId } from 'react';
import { failureMessage } from '#web/api/failure-message.ts';
import { ErrorAlert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { MY_DATA_FILE_NAME, useDownloadMyData } from '../api/download-my-data.ts';

/** The Profile tab's "Your data": a copy of everything held about the person (the privacy notice's right of access). */
export function YourData() {
  const download = useDownloadMyData();
  const failure = failureMessage(download.error);
  const headingId = useId();
  const noteId = useId();

  return (
    <section aria-labelledby={headingId} className="max-w-lg border-t border-neutral-200 pt-6">
      <h2 id={headingId} className="text-lg font-bold text-neutral-900">
        Your data
      </h2>
      <Button variant="secondary" className="mt-3" disabled={download.isPending} aria-describedby={noteId} onClick={() => download.mutate()}>
        {download.isPending ? 'Preparing your file...' : 'Download my data'}
      </Button>
      <p id={noteId} className="mt-2 text-sm text-neutral-600">
        One file with your account, apps, codes, matches, notifications, reports, support requests, reviews and settings.
      </p>
      <div aria-live="polite" className="mt-3 empty:hidden">
        {download.isSuccess && <p className="text-sm text-neutral-700">Your download has started: {MY_DATA_FILE_NAME}.</p>}
      </div>
      {failure && (
        <div className="mt-3">
          <ErrorAlert>{failure}</ErrorAlert>
        </div>
      )}
    </section>
  );
}
