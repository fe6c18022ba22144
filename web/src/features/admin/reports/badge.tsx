import type { ReportStatus } from '#contract/reports/rules.ts';
import { Badge, type BadgeTone } from '../shared/badge.tsx';
import { REPORT_STATUS_LABEL } from './report-words.ts';

const STATUS_TONE: Record<ReportStatus, BadgeTone> = { OPEN: 'amber', RESOLVED: 'green', DISMISSED: 'slate' };

export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  return <Badge tone={STATUS_TONE[status]}>{REPORT_STATUS_LABEL[status]}</Badge>;
}
