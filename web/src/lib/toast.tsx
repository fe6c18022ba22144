/**
 * Toasts (admin-side.md §9): success green, error red, info blue, warning amber, each colour
 * pair at WCAG AA contrast or better. A message already on screen is refreshed, not stacked.
 */
import type { CSSProperties } from 'react';
import toast, { ToastBar, type DefaultToastOptions, type Toast } from 'react-hot-toast';

const TOAST_DURATION_MS = 4000;
const TOAST_MAX_WIDTH_PX = 400;

const palette = {
  success: { background: '#15803d', color: '#ffffff' }, // green-700: 5.0:1
  error: { background: '#b91c1c', color: '#ffffff' }, // red-700: 6.5:1
  info: { background: '#1d4ed8', color: '#ffffff' }, // blue-700: 6.7:1
  warning: { background: '#fcd34d', color: '#451a03' }, // amber-300 with amber-950: 11:1
} satisfies Record<string, CSSProperties>;

/** Defaults for the Toaster; info and warning carry their own style through `notify`. */
export const toasterOptions: DefaultToastOptions = {
  duration: TOAST_DURATION_MS,
  style: { maxWidth: TOAST_MAX_WIDTH_PX, fontSize: '0.9375rem', fontWeight: 500, padding: '10px 14px' },
  success: { style: palette.success, iconTheme: { primary: '#ffffff', secondary: palette.success.background } },
  error: {
    style: palette.error,
    iconTheme: { primary: '#ffffff', secondary: palette.error.background },
  },
};

/**
 * A toast rises in and fades out in 150 ms (react-hot-toast's own take 350 and 400); the global
 * reduced-motion rule in index.css stops both.
 */
export function QuickToast(shown: Toast) {
  return <ToastBar toast={shown} style={{ animation: shown.visible ? 'enter 150ms ease-out both' : 'leave 150ms ease-in both' }} />;
}

function InfoIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" fill="currentColor">
      <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm0 3.5a1.1 1.1 0 1 1 0 2.2 1.1 1.1 0 0 1 0-2.2ZM11.2 14.5H8.8v-1.2h.6V10h-.6V8.8h1.8v4.5h.6v1.2Z" />
    </svg>
  );
}

function WarningIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" fill="currentColor">
      <path d="M10 2.2 1.3 17.5h17.4L10 2.2Zm-.9 5.3h1.8v5h-1.8v-5Zm.9 8.1a1.1 1.1 0 1 1 0-2.2 1.1 1.1 0 0 1 0 2.2Z" />
    </svg>
  );
}

// Failures interrupt (role="alert"); each toast sets this itself, as a toast's own ariaProps win over the Toaster's.
const interrupting = { role: 'alert', 'aria-live': 'assertive' } as const;

export const notify = {
  success: (message: string) => toast.success(message, { id: message }),
  error: (message: string) => toast.error(message, { id: message, ariaProps: interrupting }),
  info: (message: string) => toast(message, { id: message, icon: <InfoIcon />, style: palette.info }),
  warning: (message: string) => toast(message, { id: message, icon: <WarningIcon />, style: palette.warning, ariaProps: interrupting }),
};
