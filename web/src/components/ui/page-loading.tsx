import { LoadingNote } from './alert.tsx';

/** Shown while the first screen (its data or its code) is on its way; it fades in only if that takes a moment. */
export function PageLoading() {
  return (
    <div className="flex min-h-dvh animate-appear-late items-center justify-center">
      <LoadingNote>Loading...</LoadingNote>
    </div>
  );
}
