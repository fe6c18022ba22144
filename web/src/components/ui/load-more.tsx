import { useEffect, useRef } from 'react';
import { Button } from './button.tsx';

type LoadMoreProps = {
  /** What the list holds, for the words: "completed referrals". */
  what: string;
  loading: boolean;
  failed: boolean;
  onLoad: () => void;
};

/** How far below the screen's edge the end of the list starts loading the next page, so scrolling rarely waits. */
const AHEAD = '0px 0px 300px 0px';

/**
 * The end of a list with more to read: the next page loads as the end scrolls into view, and a
 * "Load more" button does the same for a keyboard, a screen reader, or a browser that cannot watch
 * the scroll. While the end stays in view after a page (it held little), the next one follows; a
 * failure stops that until the person presses the button again.
 */
export function LoadMore({ what, loading, failed, onLoad }: LoadMoreProps) {
  const end = useRef<HTMLDivElement>(null);
  const load = useRef(onLoad);
  useEffect(() => {
    load.current = onLoad;
  });

  useEffect(() => {
    const target = end.current;
    if (!target || loading || failed || typeof IntersectionObserver === 'undefined') return;
    // Watched again after each page: the first report says whether the end is still in view.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [loading, failed]);

  return (
    <div ref={end} className="flex flex-col items-center gap-2 pt-2">
      {failed && <p className="text-sm text-danger-700">More {what} could not be loaded. Try again.</p>}
      {/* aria-disabled, not disabled: the button keeps the keyboard's focus while the page loads. */}
      <Button variant="secondary" aria-disabled={loading || undefined} className="aria-disabled:cursor-wait" onClick={() => !loading && onLoad()}>
        {loading ? `Loading more ${what}...` : `Load more ${what}`}
      </Button>
      <p role="status" className="sr-only">
        {loading ? `Loading more ${what}` : ''}
      </p>
    </div>
  );
}
