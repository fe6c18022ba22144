import { Skeleton, SkeletonBlock, SkeletonCard } from './skeleton.tsx';

/**
 * Shown while the first screen (its data or its code) is on its way, in the shape of a screen: the
 * header, a title and its line, a few cards. It fades in only if that takes a moment.
 */
export function PageLoading() {
  return (
    <Skeleton label="Loading..." className="min-h-dvh animate-appear-late">
      <div className="border-b border-neutral-200 bg-surface">
        <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between px-4 sm:px-6">
          <SkeletonBlock className="h-8 w-44" />
          <SkeletonBlock className="size-10" />
        </div>
      </div>
      <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
        <SkeletonBlock className="h-9 w-64 max-w-full sm:h-10" />
        <SkeletonBlock className="mt-4 h-6 w-full max-w-md" />
        <div className="mt-8 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          <SkeletonCard />
          <SkeletonCard />
          <SkeletonCard />
        </div>
      </div>
    </Skeleton>
  );
}
