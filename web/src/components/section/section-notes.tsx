import type { ReactNode } from 'react';
import { EmptyState, type EmptyStateIcon } from '../ui/empty-state.tsx';
import { SkeletonList } from '../ui/skeleton.tsx';

type SectionStateProps = {
  state: 'pending' | 'error' | 'empty';
  what: string;
  empty?: ReactNode;
  /** The drawing beside an empty list's words. */
  icon?: EmptyStateIcon;
  /** At most one thing to do about an empty list. */
  action?: ReactNode;
};

/**
 * What a section shows while its data loads (rows in the shape of the list), when loading failed
 * (the failure itself is only logged), or when it is empty.
 */
export function SectionState({ state, what, empty, icon = 'inbox', action }: SectionStateProps) {
  if (state === 'pending') return <SkeletonList label={`Loading ${what}...`} compact />;
  if (state === 'error') return <p className="text-sm text-neutral-600">Your {what} could not be loaded just now. Reload the page to try again.</p>;
  return <EmptyState icon={icon} title={empty} action={action} />;
}
