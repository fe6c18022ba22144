import { ANALYTICS_TEXT as TEXT, WEEK_CHOICES } from '#contract/analytics/rules.ts';
import { HttpError } from '#web/api/http.ts';
import { LoadFailed, LoadingNote } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { notify } from '#web/lib/toast.tsx';
import { analyticsSummary } from '../api/summary.ts';
import { useDownloadMatches } from '../api/download-matches.ts';
import { AnalyticsView } from './analytics-view.tsx';
import { ExampleAnalytics } from './example-analytics.tsx';

const WEEK_OPTIONS = WEEK_CHOICES.map((weeks) => ({ value: String(weeks), label: `${weeks} weeks` }));

type OwnAnalyticsProps = {
  weeks: number;
  onWeeksChange: (weeks: number) => void;
  /** Opens the upgrade, from the example shown when the server says the plan no longer includes analytics. */
  onUpgrade: () => void;
};

/** The person's own figures, for the weeks chosen, with the download of their matches. */
export function OwnAnalytics({ weeks, onWeeksChange, onUpgrade }: OwnAnalyticsProps) {
  const summary = analyticsSummary.usePage({ weeks });
  const download = useDownloadMatches();

  if (summary.error instanceof HttpError && summary.error.status === 402) return <ExampleAnalytics onUpgrade={onUpgrade} />;
  if (summary.isError) return <LoadFailed onRetry={() => void summary.refetch()}>{TEXT.loadFailed}</LoadFailed>;
  if (!summary.data) return <LoadingNote>{TEXT.loading}</LoadingNote>;
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-wrap justify-end gap-4">
        <Button
          variant="secondary"
          disabled={download.isPending}
          onClick={() => download.mutate(undefined, { onError: () => notify.error(TEXT.downloadFailed) })}
        >
          {TEXT.download}
        </Button>
      </div>
      <AnalyticsView
        summary={summary.data}
        weeksControl={
          <SelectField
            label={TEXT.weeksLabel}
            options={WEEK_OPTIONS}
            value={String(weeks)}
            onChange={(event) => onWeeksChange(Number(event.target.value))}
            className="w-36"
          />
        }
      />
    </div>
  );
}
