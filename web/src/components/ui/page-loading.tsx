import { PRODUCT_NAME } from '#web/lib/use-document-title.ts';
import { LogoMark } from './logo.tsx';
import { Skeleton, SkeletonBlock, SkeletonCard } from './skeleton.tsx';

/** When the note starts to fade in (index.css, --animate-appear-late): a quick load shows nothing. */
const APPEARS_AFTER_MS = 300;

/**
 * Whether the page's own copy of this note (web/index.html, drawn before any script arrives) had
 * begun to show when the app started: then the app's copy, which takes its place, shows at once
 * rather than vanishing and fading in again.
 */
const shownByThePage =
  typeof document !== 'undefined' &&
  (document
    .getElementById('root')
    ?.firstElementChild?.getAnimations?.()
    .some((animation) => Number(animation.currentTime ?? 0) >= APPEARS_AFTER_MS) ??
    false);

/**
 * Shown while the first screen (its data or its code) is on its way, in the shape of a screen: the
 * header with the product's name, a title and its line, a few cards. It fades in only if that
 * takes a moment. The page itself carries the same note (web/index.html, kept the same by
 * page-loading.test.tsx), so a phone that takes a while to fetch the app shows it before any script runs.
 */
export function PageLoading() {
  return (
    <Skeleton label="Loading..." className={shownByThePage ? 'min-h-dvh' : 'min-h-dvh animate-appear-late'}>
      <div className="border-b border-neutral-200 bg-surface">
        <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between px-4 sm:px-6">
          <p className="inline-flex shrink-0 items-center gap-2 text-lg font-bold tracking-tight whitespace-nowrap text-neutral-900">
            <LogoMark />
            <span>{PRODUCT_NAME}</span>
          </p>
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
