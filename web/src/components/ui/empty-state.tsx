import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';
import { LineIcon } from './line-icon.tsx';

/** The line drawings an empty list can show, on the 24-unit grid. */
const DRAWINGS = {
  /** An empty tray: nothing has arrived. */
  inbox: 'M22 12h-6l-2 3h-4l-2-3H2M5.45 5.11 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11Z',
  /** A bell: notifications. */
  bell: 'M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0',
  /** A magnifying glass: a search or filter found nothing. */
  search: 'M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16ZM21 21l-4.35-4.35',
  /** Two links of a chain: referral links and codes. */
  link: 'M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7',
  /** Two people: members, matches, referrals. */
  people: 'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM22 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75',
  /** A speech bubble: requests and messages. */
  chat: 'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2Z',
  /** A tick in a circle: a queue with nothing left to do. */
  done: 'M22 11.08V12a10 10 0 1 1-5.93-9.14M22 4 12 14.01l-3-3',
  /** A page: records, reports, a log. */
  document: 'M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8ZM14 2v6h6M16 13H8M16 17H8',
  /** A gift: offers and rewards. */
  gift: 'M20 12v9H4v-9M2 7h20v5H2zM12 21V7M12 7H7.5a2.5 2.5 0 1 1 0-5C11 2 12 7 12 7Zm0 0h4.5a2.5 2.5 0 1 0 0-5C13 2 12 7 12 7Z',
} as const;

export type EmptyStateIcon = keyof typeof DRAWINGS;

type Size = 'page' | 'section';

type EmptyStateProps = {
  icon: EmptyStateIcon;
  /** The words the spec gives for the empty list, exactly. */
  title: ReactNode;
  /** A heading when the empty state stands for a whole list on a screen; a plain sentence inside a section. */
  titleAs?: 'h2' | 'h3' | 'p';
  titleId?: string;
  /** A line under the title, when there is more to say. */
  children?: ReactNode;
  /** At most one thing to do next: a link or a button. */
  action?: ReactNode;
  /** `page`: the whole list of a screen (more room); `section`: a list inside a card or panel. */
  size?: Size;
  className?: string;
};

/** The dashed frame of an empty list, for a list whose words live in a line of their own (an admin table's count). */
export function emptyFrame(size: Size): string {
  return cn(
    'flex flex-col items-center rounded-2xl border border-dashed border-neutral-300 bg-surface text-center',
    size === 'page' ? 'gap-3 px-6 py-12' : 'gap-2 px-4 py-6',
  );
}

/** The drawing of an empty list, in a soft brand circle. */
export function EmptyIllustration({ icon, size = 'section' }: { icon: EmptyStateIcon; size?: Size }) {
  const page = size === 'page';
  return (
    <span className={cn('flex items-center justify-center rounded-full bg-brand-50 text-brand-600', page ? 'size-14' : 'size-10')}>
      <LineIcon className={page ? 'size-7' : 'size-5'} strokeWidth={1.75}>
        {DRAWINGS[icon]}
      </LineIcon>
    </span>
  );
}

/** An empty list: a drawing, what it means, and the one thing to do about it (if any). */
export function EmptyState({ icon, title, titleAs: Title = 'p', titleId, children, action, size = 'section', className }: EmptyStateProps) {
  const page = size === 'page';
  return (
    <div className={cn(emptyFrame(size), className)}>
      <EmptyIllustration icon={icon} size={size} />
      <Title
        id={titleId}
        className={cn(
          'max-w-md text-pretty',
          page ? 'text-lg font-semibold text-neutral-900' : Title === 'p' ? 'text-sm text-neutral-700' : 'text-base font-semibold text-neutral-900',
        )}
      >
        {title}
      </Title>
      {children && <div className={cn('max-w-md text-pretty text-neutral-600', page ? 'text-base' : 'text-sm')}>{children}</div>}
      {action && <div className={page ? 'mt-2' : 'mt-1'}>{action}</div>}
    </div>
  );
}
