import { cn } from '#web/lib/cn.ts';
import { LineIcon } from '#web/components/ui/line-icon.tsx';

/** Each icon's strokes as path data (circles and rectangles written as paths), on a 24-unit grid. */
type Look = { tile: string; strokes: string[] };

const FLAG = ['M4 15s1-1 4-1 5 2 8 2 4-1 4-1V3s-1 1-4 1-5-2-8-2-4 1-4 1z', 'M4 22v-7'];

/** An icon per known type (user-side.md §3); any other type gets the bell. */
const LOOKS: Record<string, Look> = {
  REFERRAL_CLAIMED: {
    tile: 'bg-brand-100 text-brand-700',
    strokes: ['M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2', 'M5 7a4 4 0 1 0 8 0a4 4 0 1 0-8 0', 'M19 8v6M22 11h-6'],
  },
  REFERRAL_COMPLETED: { tile: 'bg-success-100 text-success-800', strokes: ['M2 12a10 10 0 1 0 20 0a10 10 0 1 0-20 0', 'm9 12 2 2 4-4'] },
  REFERRAL_MARKED_DONE: {
    tile: 'bg-info-100 text-info-800',
    strokes: [
      'M9 2h6a1 1 0 0 1 1 1v2a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1z',
      'M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2',
      'm9 14 2 2 4-4',
    ],
  },
  PAYOUT_PROCESSED: {
    tile: 'bg-success-100 text-success-800',
    strokes: ['M4 6h16a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2z', 'M10 12a2 2 0 1 0 4 0a2 2 0 1 0-4 0', 'M6 12h.01M18 12h.01'],
  },
  REPORT_OPENED: { tile: 'bg-warning-100 text-warning-900', strokes: FLAG },
  REPORT_MESSAGE: { tile: 'bg-info-100 text-info-800', strokes: ['M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z'] },
  REPORT_DECIDED: { tile: 'bg-success-100 text-success-800', strokes: FLAG },
  SUPPORT_REPLY: { tile: 'bg-brand-100 text-brand-700', strokes: ['M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z', 'M8 9h8M8 13h5'] },
  CODE_PAUSED: { tile: 'bg-warning-100 text-warning-900', strokes: ['M2 12a10 10 0 1 0 20 0a10 10 0 1 0-20 0', 'M10 15V9M14 15V9'] },
  // A calendar crossed out: the offer is over; a calendar ticked: it is back.
  OFFER_ENDED: {
    tile: 'bg-warning-100 text-warning-900',
    strokes: ['M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z', 'M16 2v4M8 2v4M3 10h18', 'm10 14 4 4M14 14l-4 4'],
  },
  OFFER_REOPENED: {
    tile: 'bg-success-100 text-success-800',
    strokes: ['M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z', 'M16 2v4M8 2v4M3 10h18', 'm9 16 2 2 4-4'],
  },
  // A pencil writing a line: the offer's terms were rewritten.
  OFFER_CHANGED: {
    tile: 'bg-info-100 text-info-800',
    strokes: ['M12 20h9', 'M16.5 3.5a2.12 2.12 0 0 1 3 3L7 19l-4 1 1-4z', 'm15 5 3 3'],
  },
  // A ticket with its count gone: every use taken.
  CODE_USED_UP: {
    tile: 'bg-warning-100 text-warning-900',
    strokes: ['M2 9a3 3 0 0 1 0 6v2a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-2a3 3 0 0 1 0-6V7a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2z', 'M9 12h6'],
  },
  SYSTEM_ANNOUNCEMENT: { tile: 'bg-warning-100 text-warning-900', strokes: ['m3 11 18-5v12L3 14v-3z', 'M11.6 16.8a3 3 0 1 1-5.8-1.6'] },
};

const DEFAULT_LOOK: Look = {
  tile: 'bg-neutral-100 text-neutral-700',
  strokes: ['M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9', 'M10.3 21a1.94 1.94 0 0 0 3.4 0'],
};

export function NotificationTypeIcon({ type }: { type: string }) {
  const look = LOOKS[type] ?? DEFAULT_LOOK;
  return (
    <span
      aria-hidden="true"
      data-icon={type in LOOKS ? type : 'DEFAULT'}
      className={cn('flex size-10 shrink-0 items-center justify-center rounded-full', look.tile)}
    >
      <LineIcon>
        {look.strokes.map((d) => (
          <path key={d} d={d} />
        ))}
      </LineIcon>
    </span>
  );
}
