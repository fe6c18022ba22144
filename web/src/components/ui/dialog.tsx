import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '#web/lib/cn.ts';
import { Button } from './button.tsx';
import { SolidIcon } from './solid-icon.tsx';

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** A sentence under the title, read with it when the dialog opens. */
  description?: ReactNode;
  /** Where focus goes on opening; else the first control of the content, else the Close button. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  size?: 'md' | 'lg';
  children: ReactNode;
};

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog on the native <dialog>: showModal() makes the page behind inert (so Tab stays
 * within the dialog and the browser's own controls), Escape, the Close button and the backdrop
 * close it, and focus goes back to where it was when it closes. Its content is rendered only while
 * open, so each opening starts afresh. It is rendered at the end of the page's body (a portal), not
 * where it is opened from: a panel that folds when the window narrows to a phone's width hides what
 * is inside it, and a dialog inside would vanish while the page stayed inert behind it.
 */
export function Dialog({ open, onClose, title, description, initialFocusRef, size = 'md', children }: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    (initialFocusRef?.current ?? contentRef.current?.querySelector<HTMLElement>(FOCUSABLE) ?? dialog.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    // Closing by any route (a button, Escape, unmounting) hands focus back to the opener.
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open, initialFocusRef]);

  // Nothing to render into before the page exists (the server's rendering of a public page).
  if (typeof document === 'undefined') return null;
  return createPortal(
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === dialogRef.current) onClose();
      }}
      className={cn(
        'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] overflow-y-auto rounded-2xl bg-surface p-0 text-neutral-900 shadow-xl backdrop:bg-black/60 motion-safe:animate-enter motion-safe:backdrop:animate-fade-in',
        size === 'lg' ? 'max-w-3xl' : 'max-w-lg',
      )}
    >
      {open && (
        <div className="p-5 sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-xl font-bold tracking-tight text-neutral-900">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              className="-mt-1 -mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900"
            >
              <SolidIcon name="close" />
            </button>
          </div>
          {description && (
            <div id={descriptionId} className="mt-2 text-neutral-700">
              {description}
            </div>
          )}
          <div ref={contentRef} className="mt-5">
            {children}
          </div>
        </div>
      )}
    </dialog>,
    document.body,
  );
}

type DialogActionsProps = {
  onCancel: () => void;
  /** The way out's words, 'Cancel' unless the dialog says otherwise. */
  cancelLabel?: ReactNode;
  /** The action's words, and its words while it runs. */
  label: ReactNode;
  busyLabel: ReactNode;
  /** While the action runs both buttons wait, and Cancel cannot leave a half-done change behind. */
  busy: boolean;
  /** Without it the action submits the form the buttons stand in. */
  onConfirm?: () => void;
  /** The action cannot be taken yet (a confirmation word not typed). */
  disabled?: boolean;
  variant?: 'primary' | 'danger';
};

/**
 * The bottom of a dialog's content, kept in view: on a short screen (a 360 x 640 phone) the content
 * above scrolls under it, so the dialog's action never needs scrolling to. Its bottom reaches over
 * the dialog's padding, so content scrolling beneath does not show below it.
 */
export const DIALOG_FOOTER = 'sticky bottom-0 -mb-5 bg-surface pt-3 pb-5 sm:-mb-6 sm:pb-6';

/** A dialog's Cancel and its action, right-aligned (stacked on a phone, action on top), kept in view. Cancel comes first, so it takes focus: the safe choice. */
export function DialogActions({
  onCancel,
  cancelLabel = 'Cancel',
  label,
  busyLabel,
  busy,
  onConfirm,
  disabled = false,
  variant = 'primary',
}: DialogActionsProps) {
  return (
    <div className={cn('flex flex-col-reverse gap-3 sm:flex-row sm:justify-end', DIALOG_FOOTER)}>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button type={onConfirm ? 'button' : 'submit'} variant={variant} onClick={onConfirm} disabled={busy || disabled}>
        {busy ? busyLabel : label}
      </Button>
    </div>
  );
}
