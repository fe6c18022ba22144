import { Skeleton, SkeletonBlock, SkeletonCard } from '#web/components/ui/skeleton.tsx';

/** The screen on its way, in its shape: the four steps, the two figures, the apps' cards. */
export function AppsSkeleton({ label }: { label: string }) {
  return (
    <Skeleton label={label} className="flex flex-col gap-8">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((step) => (
          <SkeletonBlock key={step} className="h-24 rounded-2xl" />
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <SkeletonBlock className="h-26 rounded-xl" />
        <SkeletonBlock className="h-26 rounded-xl" />
      </div>
      <div className="flex flex-col gap-4">
        <SkeletonBlock className="h-7 w-40" />
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <SkeletonCard lines={2} />
          <SkeletonCard lines={2} />
        </div>
      </div>
    </Skeleton>
  );
}
