import { useEffect, type MouseEvent, type ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';
import { usePopover } from '#web/lib/use-dismiss.ts';
import { LineIcon } from '../ui/line-icon.tsx';

/** A row of the phone menu, and an item in the header's row from 640 px up: 44 px tall on phones. */
export const HEADER_ITEM =
  'inline-flex min-h-11 items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-neutral-800 hover:bg-neutral-100 hover:text-neutral-900 sm:pointer-fine:min-h-10';

/**
 * The header's links: in a row from 640 px up, folded behind a Menu button on phones. The button
 * says whether the panel is open; opening it moves focus to its first item, Escape or a press
 * outside closes it and focus goes back to the button, and following an item closes it.
 */
export function HeaderMenu({ label, children }: { label: string; children: ReactNode }) {
  const { open, setOpen, close, panelId, wrapper, buttonProps } = usePopover();

  useEffect(() => {
    if (open) document.getElementById(panelId)?.querySelector<HTMLElement>('a, button')?.focus();
  }, [open, panelId]);

  const closeOnFollow = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a, button')) close();
  };

  return (
    <div ref={wrapper} className="relative sm:contents">
      <button
        {...buttonProps}
        aria-label={label}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-11 items-center justify-center rounded-lg border border-neutral-300 text-neutral-800 hover:bg-neutral-50 sm:hidden"
      >
        <LineIcon className="size-5">{open ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'}</LineIcon>
      </button>
      {/* Links inside are not a menu widget (role="menu"), just a panel of links and buttons, as a site menu should be. */}
      <div
        id={panelId}
        onClick={closeOnFollow}
        className={cn(
          open ? 'flex' : 'hidden',
          'absolute top-full right-0 z-40 mt-2 w-[min(18rem,calc(100vw-2rem))] flex-col gap-1 rounded-xl border border-neutral-200 bg-surface p-2 shadow-lg',
          'sm:static sm:mt-0 sm:flex sm:w-auto sm:flex-row sm:items-center sm:gap-2 sm:border-0 sm:bg-transparent sm:p-0 sm:shadow-none',
        )}
      >
        {children}
      </div>
    </div>
  );
}
