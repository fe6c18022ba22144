import { cn } from '#web/lib/cn.ts';
import { formatDateTime } from './format.ts';

type AdminThreadMessage = { id: string; author: string; author_name: string; message: string; created_at: string };

/**
 * A thread's messages as the team reads them, oldest first: who wrote each (with their part, where
 * the name does not say it), when, and what; the team's own stand out.
 */
export function AdminThread<Message extends AdminThreadMessage>({
  messages,
  partOf,
}: {
  messages: readonly Message[];
  partOf: (message: Message) => string | null;
}) {
  if (messages.length === 0) return <p className="text-sm text-neutral-700">No messages.</p>;
  return (
    <ol className="flex flex-col gap-2">
      {messages.map((message) => {
        const part = partOf(message);
        return (
          <li
            key={message.id}
            className={cn('rounded-lg border px-3 py-2', message.author === 'team' ? 'border-brand-200 bg-brand-50' : 'border-neutral-200 bg-surface')}
          >
            <p className="text-sm text-neutral-600">
              <span className="font-semibold break-all text-neutral-900">{message.author_name}</span>
              {part ? ` (${part}), ` : ', '}
              <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
            </p>
            <p className="mt-1 break-words whitespace-pre-line text-neutral-800">{message.message}</p>
          </li>
        );
      })}
    </ol>
  );
}
