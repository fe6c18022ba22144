import { cn } from '#web/lib/cn.ts';
import { formatDateTime } from '#web/lib/dates.ts';

/** What every thread's message has: a report's, a support request's. */
export type ThreadMessage = { id: string; message: string; created_at: string };

/** Whose a message is, as the thread shows it: the team's stand out, the person's own are shaded. */
type ThreadVoice = 'team' | 'mine' | 'other';
export type ThreadAuthor = { line: string; voice: ThreadVoice };

const LOOK: Record<ThreadVoice, string> = {
  team: 'border-brand-200 bg-brand-50',
  mine: 'border-neutral-200 bg-neutral-50',
  other: 'border-neutral-200 bg-surface',
};

type MessageThreadProps<Message extends ThreadMessage> = { messages: readonly Message[]; authorOf: (message: Message) => ThreadAuthor };

/** A thread's messages, oldest first: each with who wrote it and when. */
export function MessageThread<Message extends ThreadMessage>({ messages, authorOf }: MessageThreadProps<Message>) {
  return (
    <ol className="flex flex-col gap-3">
      {messages.map((message) => {
        const { line, voice } = authorOf(message);
        return (
          <li key={message.id} className={cn('rounded-xl border p-4', LOOK[voice])}>
            <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
              <span className="font-semibold break-words text-neutral-900">{line}</span>
              <time dateTime={message.created_at} className="text-neutral-600">
                {formatDateTime(message.created_at)}
              </time>
            </p>
            <p className="mt-2 break-words whitespace-pre-line text-neutral-800">{message.message}</p>
          </li>
        );
      })}
    </ol>
  );
}
