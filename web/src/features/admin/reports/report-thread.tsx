import type { ReportMessage } from '#contract/reports/schema.ts';
import { AdminThread } from '../shared/admin-thread.tsx';
import { ROLE_LABEL } from './report-words.ts';

/** The report's messages, oldest first: the parties' and the team's. */
export function ReportThread({ messages }: { messages: readonly ReportMessage[] }) {
  // The team's name says who it is; a party's role does not go without saying.
  return <AdminThread messages={messages} partOf={(message) => (message.author === 'team' ? null : ROLE_LABEL[message.author].toLowerCase())} />;
}
