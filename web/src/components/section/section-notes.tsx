import type { ReactNode } from 'react';
import { LoadingNote } from '../ui/alert.tsx';

/** What a section shows while its data loads, when loading failed (the failure itself is only logged), or when it is empty. */
export function SectionState({ state, what, empty }: { state: 'pending' | 'error' | 'empty'; what: string; empty?: ReactNode }) {
  if (state === 'pending') return <LoadingNote>Loading {what}...</LoadingNote>;
  if (state === 'error') return <p className="text-sm text-neutral-600">Your {what} could not be loaded just now. Reload the page to try again.</p>;
  return <div className="rounded-lg border border-dashed border-neutral-300 px-4 py-6 text-center text-sm text-neutral-600">{empty}</div>;
}
